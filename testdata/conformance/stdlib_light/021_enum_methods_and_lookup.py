from enum import Enum

class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)
    JUPITER = (1.9e27, 7.1492e7)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius ** 2)

for p in Planet:
    print(f"{p.name:<8} g={p.gravity:6.2f}")
print(Planet.EARTH.value, Planet((1.9e27, 7.1492e7)).name)
try:
    Planet("pluto")
except ValueError as e:
    print("ValueError:", e)
try:
    Planet["PLUTO"]
except KeyError as e:
    print("KeyError:", e)
