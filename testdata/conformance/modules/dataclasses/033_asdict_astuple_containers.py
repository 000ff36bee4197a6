# asdict() and astuple() through the containers they rebuild: lists,
# dicts (with dataclass keys), tuples, named tuples, subclasses of list
# and dict, a custom dict_factory/tuple_factory, and other objects copied.
import collections
from dataclasses import dataclass, field, asdict, astuple


@dataclass(frozen=True)
class P:
    x: int
    y: int


class MyList(list):
    pass


Pair = collections.namedtuple("Pair", "a b")


@dataclass
class Rec:
    name: str
    pts: list = field(default_factory=list)
    by: dict = field(default_factory=dict)
    tup: tuple = ()
    extra: object = None


shared = [P(1, 2)]
r = Rec("r", [P(0, 0), [P(1, 1), "s"], shared, shared], {(5, 6): [P(7, 8)], "k": {"n": P(9, 9)}},
        (P(3, 4), Pair(P(1, 0), 2)), MyList([P(2, 2)]))
d = asdict(r)
print(d)
print(d["pts"][2] is d["pts"][3], d["pts"][2] is shared, type(d["tup"][1]).__name__, type(d["extra"]).__name__)
print(astuple(r))
print(asdict(r, dict_factory=lambda items: sorted(k for k, v in items)))
print(astuple(r, tuple_factory=list))
od = Rec("o", by=collections.OrderedDict([("b", P(1, 1)), ("a", P(2, 2))]))
print(asdict(od)["by"], type(asdict(od)["by"]).__name__)
print(astuple(Rec("c", by=collections.Counter("aab")))[2])
print(astuple(Rec("keys", by={P(5, 6): P(7, 8), (P(1, 1),): [P(0, 0)]})))
try:
    asdict(Rec("dd", by=collections.defaultdict(list, {"z": [P(0, 1)]})))
except TypeError as e:
    print(type(e).__name__, e)
try:
    asdict(P)
except TypeError as e:
    print(type(e).__name__, e)
