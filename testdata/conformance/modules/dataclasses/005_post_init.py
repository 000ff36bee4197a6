from dataclasses import dataclass, field, InitVar


@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False)

    def __post_init__(self):
        self.area = self.w * self.h


r = Rect(2, 3)
print(r, r.area)
try:
    Rect(1, 2, 3)
except TypeError as e:
    print(e)


@dataclass
class User:
    name: str
    password: InitVar[str]
    hashed: str = field(init=False, repr=False)

    def __post_init__(self, password):
        self.hashed = password[::-1]


u = User('bob', 'secret')
print(u, u.hashed)
print(hasattr(u, 'password'))


@dataclass
class Validated:
    age: int

    def __post_init__(self):
        if self.age < 0:
            raise ValueError(f'age must be non-negative, got {self.age}')


print(Validated(3))
try:
    Validated(-1)
except ValueError as e:
    print('ValueError:', e)


@dataclass
class Scaled:
    value: int
    factor: InitVar[int] = 2

    def __post_init__(self, factor):
        self.value *= factor


print(Scaled(5), Scaled(5, 10))
