from dataclasses import dataclass, field
@dataclass(slots=True)
class S:
    a: int
    b: int = field(init=False, default=5)
    c: list = field(init=False, default_factory=list)
s = S(1)
print(s, s.b, s.c, S.__slots__)
@dataclass(slots=True)
class T(S):
    d: int = 0
print(T(1), T.__slots__)
