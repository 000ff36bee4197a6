from dataclasses import dataclass, FrozenInstanceError


@dataclass(frozen=True)
class Coord:
    lat: float
    lon: float


c = Coord(1.5, 2.5)
print(c)
try:
    c.lat = 0
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    del c.lon
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    c.other = 1
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print(isinstance(FrozenInstanceError(), AttributeError))
print(hash(c) == hash((1.5, 2.5)))
print({c: 'here'}[Coord(1.5, 2.5)])
print(len({Coord(0, 0), Coord(0, 0), Coord(1, 0)}))
try:
    @dataclass
    class Sub(Coord):
        z: int = 0
except TypeError as e:
    print('TypeError:', e)


@dataclass
class Mutable:
    a: int


try:
    @dataclass(frozen=True)
    class FrozenSub(Mutable):
        b: int = 0
except TypeError as e:
    print('TypeError:', e)


@dataclass(frozen=True)
class Frozen3D(Coord):
    alt: float = 0.0


print(Frozen3D(1, 2, 3))
