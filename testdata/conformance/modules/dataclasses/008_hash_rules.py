from dataclasses import dataclass, field


@dataclass
class A:
    x: int


print(A.__hash__)
try:
    hash(A(1))
except TypeError as e:
    print('TypeError:', e)


@dataclass(eq=False)
class B:
    x: int


print(B(1) == B(1), hash(B(1)) is not None)


@dataclass(unsafe_hash=True)
class C:
    x: int
    y: list = field(hash=False, default_factory=list)


print(hash(C(1)) == hash((1,)), hash(C(1, [1])) == hash(C(1, [2])))


@dataclass(frozen=True)
class D:
    x: int
    note: str = field(compare=False, default='')


print(hash(D(1, 'a')) == hash(D(1, 'b')), D(1, 'a') == D(1, 'b'))


@dataclass
class E:
    x: int

    def __hash__(self):
        return 42


print(hash(E(1)))
try:
    @dataclass(unsafe_hash=True)
    class F:
        x: int

        def __hash__(self):
            return 1
except TypeError as e:
    print('TypeError:', e)
