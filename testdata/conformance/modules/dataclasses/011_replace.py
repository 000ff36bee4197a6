from dataclasses import dataclass, field, replace, InitVar


@dataclass(frozen=True)
class Settings:
    host: str = 'localhost'
    port: int = 80
    debug: bool = False


s = Settings()
s2 = replace(s, port=8080, debug=True)
print(s, s2, s is s2)
try:
    replace(s, colour='red')
except TypeError as e:
    print('TypeError:', e)


@dataclass
class Computed:
    a: int
    b: int = field(init=False, default=0)


try:
    replace(Computed(1), b=2)
except ValueError as e:
    print('ValueError:', e)
print(replace(Computed(1), a=5))


@dataclass
class WithInit:
    x: int
    scale: InitVar[int]

    def __post_init__(self, scale):
        self.x *= scale


w = WithInit(2, 3)
print(w)
try:
    replace(w, x=1)
except ValueError as e:
    print('ValueError:', e)
print(replace(w, x=1, scale=10))
try:
    replace(3, x=1)
except TypeError as e:
    print('TypeError:', e)
