from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int


for args, kwargs in [((), {}), ((1,), {}), ((1, 2, 3), {}), ((1,), {'z': 2}), ((1, 2), {'x': 3})]:
    try:
        Point(*args, **kwargs)
    except TypeError as e:
        print('TypeError:', e)


@dataclass
class Config:
    name: str
    retries: int = 3
    verbose: bool = False


print(Config('a'))
try:
    Config()
except TypeError as e:
    print('TypeError:', e)
try:
    Config('a', 1, True, 'extra')
except TypeError as e:
    print('TypeError:', e)


class Outer:
    @dataclass
    class Inner:
        v: int


try:
    Outer.Inner()
except TypeError as e:
    print('TypeError:', e)
print(Outer.Inner(1))
