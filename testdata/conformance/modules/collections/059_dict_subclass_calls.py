# Calling OrderedDict, defaultdict and Counter with every shape of arguments,
# subclasses with their own __init__, __setitem__ or update, a patched update.
from collections import Counter, OrderedDict, defaultdict, UserDict
def show(f):
    try:
        r = f()
        print(type(r).__name__, r)
    except Exception as e:
        print(type(e).__name__, e)
show(lambda: OrderedDict())
show(lambda: OrderedDict({"b": 1, "a": 2}))
show(lambda: OrderedDict(OrderedDict(x=1, y=2)))
show(lambda: OrderedDict([("k", 1), ("j", 2)]))
show(lambda: OrderedDict(a=1, b=2))
show(lambda: OrderedDict({"a": 1}, b=2))
show(lambda: OrderedDict(1, 2))
show(lambda: OrderedDict(5))
show(lambda: OrderedDict(UserDict({"u": 1})))
show(lambda: defaultdict())
show(lambda: defaultdict(None))
show(lambda: defaultdict(list))
show(lambda: defaultdict(5))
show(lambda: defaultdict(list, {"a": [1]}))
show(lambda: defaultdict(int, a=1))
show(lambda: defaultdict(factory=list))
show(lambda: Counter())
show(lambda: Counter(None))
show(lambda: Counter("abracadabra"))
show(lambda: Counter(["x", "y", "x"]))
show(lambda: Counter(("t", "t")))
show(lambda: Counter(iter("zz")))
show(lambda: Counter({"a": 3, "b": -1}))
show(lambda: Counter(Counter("aab")))
show(lambda: Counter(a=2))
show(lambda: Counter("ab", b=5))
show(lambda: Counter(5))
show(lambda: Counter([[1]]))
show(lambda: Counter("a", "b"))
d = defaultdict(list)
d["k"].append(1)
print(d, d.default_factory, defaultdict(list).default_factory is list)
class OD(OrderedDict):
    def __setitem__(self, k, v):
        print("set", k)
        super().__setitem__(k, v)
print(OD({"p": 1, "q": 2}), OD())
class DD(defaultdict):
    def __init__(self, *a):
        print("DD init", a)
        super().__init__(*a)
print(DD(list), DD())
class C(Counter):
    def update(self, *a, **k):
        print("C.update", a, k)
        super().update(*a, **k)
print(C("ab"), C())
saved = Counter.update
def patched(self, iterable=None, /, **kwds):
    print("patched update", iterable)
    saved(self, iterable, **kwds)
Counter.update = patched
print(Counter("xy"))
Counter.update = saved
print(Counter("xy"))
class M:
    def keys(self):
        return ["m"]
    def __getitem__(self, k):
        return 7
show(lambda: OrderedDict(M()))

