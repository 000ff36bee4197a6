# The reprs of Field, the params and InitVar; make_dataclass's field specs
# and their errors; replace() with init=False fields and InitVars; slots
# with weakref_slot, frozen and init=False defaults.
import re
from dataclasses import dataclass, field, fields, InitVar, make_dataclass, replace, KW_ONLY
from typing import ClassVar, List


def attempt(label, fn):
    try:
        print(label, "->", fn())
    except Exception as e:
        print(label, "->", type(e).__name__, e)


def plain(text):
    return re.sub(r" at 0x[0-9a-f]+", "", text)


print(repr(InitVar[int]), repr(InitVar[List[int]]), repr(InitVar["x"]))
print(plain(repr(field(default=3, metadata={"a": 1}, kw_only=True))))


@dataclass(order=True, frozen=True)
class P:
    x: int
    y: int = 2
    z: List[int] = field(default_factory=list, compare=False)
    c: ClassVar[int] = 9
    i: InitVar[int] = 5
    n: int = field(default=7, init=False)

    def __post_init__(self, i):
        object.__setattr__(self, "n", self.n + i)


print(repr(P.__dataclass_params__))
print(plain(repr(fields(P)[2])))
p = P(1)
print(p, P.y, hasattr(P, "z"), P.c)
attempt("replace", lambda: replace(p, y=9, i=1))
attempt("replace init=False", lambda: replace(p, n=1))
attempt("default order", lambda: make_dataclass("Q", [("a", int, 1), "b"]))
attempt("duplicate", lambda: make_dataclass("Q", ["a", ("a", int)]))
attempt("identifier", lambda: make_dataclass("Q", ["1a"]))
attempt("keyword", lambda: make_dataclass("Q", ["class"]))
attempt("shape", lambda: make_dataclass("Q", [("a", int, 1, 2)]))
attempt("not a str", lambda: make_dataclass("Q", [(3, int)]))
Q = make_dataclass("Q", ["a", ("b", int), ("c", int, field(default=4))],
                   namespace={"m": lambda self: self.a * 10})
print(Q(1, 2), Q.__annotations__, Q(3, 2).m())


@dataclass(slots=True, frozen=True, weakref_slot=True)
class S:
    a: int
    b: int = 3


s = S(1)
print(S.__slots__, s, s.__getstate__(), S.__qualname__, "__dict__" in dir(s))


@dataclass(slots=True)
class SI:
    a: int = 0
    b: int = field(default=5, init=False)


print(SI(), SI.__slots__)
attempt("slots twice", lambda: dataclass(slots=True)(type("X", (), {"__slots__": ()})))


@dataclass
class Base:
    a: int = 1


@dataclass
class Child(Base):
    b: int = 2
    _: KW_ONLY
    k: int = 0


print(Child(5, 6, k=1), [f.name for f in fields(Child)])
attempt("frozen child", lambda: dataclass(frozen=True)(type("F", (Base,), {})))
attempt("non-default after default",
        lambda: dataclass(type("N", (), {"__annotations__": {"a": int, "b": int}, "a": 1})))
