from enum import Enum


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    VENUS = (4.869e+24, 6.0518e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)

    def describe(self):
        return '%s has mass %g' % (self.name.title(), self.mass)

    @classmethod
    def heaviest(cls):
        return max(cls, key=lambda p: p.mass)

    @staticmethod
    def unit():
        return 'kg'


print(Planet.EARTH.value)
print(Planet.EARTH.mass, Planet.EARTH.radius)
print(round(Planet.EARTH.surface_gravity, 4))
print(Planet.VENUS.describe())
print(Planet.heaviest(), Planet.unit())
print(Planet((3.303e+23, 2.4397e6)))


class Op(Enum):
    ADD = '+'
    SUB = '-'

    def apply(self, a, b):
        if self is Op.ADD:
            return a + b
        return a - b

    def __str__(self):
        return self.value


print(Op.ADD.apply(2, 3), Op.SUB.apply(2, 3), str(Op.ADD), repr(Op.SUB), f"{Op.SUB}")
