from dataclasses import dataclass, field


@dataclass(slots=True)
class P:
    x: int
    y: int = 0


p = P(1)
print(p, P.__slots__, hasattr(p, '__dict__'))
try:
    p.z = 3
except AttributeError as e:
    print('AttributeError:', e)
p.x = 5
print(p)


@dataclass(slots=True, frozen=True)
class F:
    a: int
    b: list = field(default_factory=list)


f = F(1)
print(f, f.b)
try:
    f.a = 2
except AttributeError as e:
    print(type(e).__name__, e)
try:
    @dataclass(weakref_slot=True)
    class W:
        a: int
except TypeError as e:
    print('TypeError:', e)


@dataclass(slots=True, weakref_slot=True)
class WS:
    a: int


print(WS.__slots__)
try:
    @dataclass(slots=True)
    class Already:
        __slots__ = ('a',)
        a: int
except TypeError as e:
    print('TypeError:', e)
