from dataclasses import dataclass, field, FrozenInstanceError

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"

vs = [Version(1, 2), Version(1, 10), Version(0, 9, 9), Version(1, 2, 1)]
print(sorted(vs))
print(max(vs), str(min(vs)), Version(1) < Version(1, 0, 1))
print(len({Version(1), Version(1, 0, 0), Version(2)}))
try:
    vs[0].major = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)

@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False, repr=False)
    def __post_init__(self):
        if self.w < 0 or self.h < 0:
            raise ValueError("negative size")
        self.area = self.w * self.h

r = Rect(3, 4)
print(r, r.area)
try:
    Rect(-1, 2)
except ValueError as e:
    print("ValueError:", e)
