from dataclasses import dataclass


@dataclass
class A:
    x: int


@dataclass
class B:
    x: int


class SubA(A):
    pass


print(A(1) == A(1), A(1) == B(1), A(1) == SubA(1), SubA(1) == SubA(1))
print(A(1) != B(1), A(1) in [B(1), A(1)], [A(1), A(2)].index(A(2)))
print(A.__eq__(A(1), 5))


@dataclass
class L:
    items: list


print(L([1, 2]) == L([1, 2]), L([1]) == L([2]))
