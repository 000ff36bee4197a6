from dataclasses import dataclass, field

try:
    @dataclass
    class Bad:
        x: int = 0
        y: int
except TypeError as e:
    print('TypeError:', e)

try:
    @dataclass
    class Tags:
        tags: list = []
except ValueError as e:
    print('ValueError:', e)

try:
    @dataclass
    class D:
        d: dict = {}
except ValueError as e:
    print('ValueError:', e)

try:
    @dataclass
    class S:
        s: set = set()
except ValueError as e:
    print('ValueError:', e)

try:
    field(default=1, default_factory=list)
except ValueError as e:
    print('ValueError:', e)

try:
    @dataclass
    class NoAnn:
        x = field(default=1)
except TypeError as e:
    print('TypeError:', e)

try:
    @dataclass(order=True, eq=False)
    class O:
        x: int
except ValueError as e:
    print('ValueError:', e)


@dataclass
class Ok:
    t: tuple = ()
    f: frozenset = frozenset()


print(Ok())
