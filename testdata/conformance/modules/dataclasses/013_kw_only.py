from dataclasses import dataclass, field, KW_ONLY, fields


@dataclass(kw_only=True)
class Opts:
    a: int
    b: int = 2


print(Opts(a=1), Opts(b=3, a=0))
try:
    Opts(1)
except TypeError as e:
    print('TypeError:', e)


@dataclass
class Mixed:
    x: int
    _: KW_ONLY
    y: int = 0
    z: int


print(Mixed(1, z=2), Mixed.__match_args__)
try:
    Mixed(1, 2, 3)
except TypeError as e:
    print('TypeError:', e)
try:
    Mixed(1)
except TypeError as e:
    print('TypeError:', e)


@dataclass
class Per:
    a: int = 0
    b: int = field(kw_only=True)
    c: int = 5


print(Per(b=1), Per(1, 2, b=3), [f.kw_only for f in fields(Per)])


@dataclass
class Base:
    x: int = 0


@dataclass(kw_only=True)
class Derived(Base):
    y: int


print(Derived(y=1), Derived(5, y=2))
try:
    @dataclass
    class Two:
        a: int
        _: KW_ONLY
        b: int
        __: KW_ONLY
        c: int
except TypeError as e:
    print('TypeError:', e)
