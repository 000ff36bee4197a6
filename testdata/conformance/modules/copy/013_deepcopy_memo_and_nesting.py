# deepcopy of nested lists, dicts and tuples: what the memo holds
# afterwards, tuples kept when nothing inside changed, a tuple that
# contains itself through a list, objects with __deepcopy__ inside
# containers, a user-supplied memo, and nesting past the recursion limit.
import copy


class Tracked:
    def __init__(self, v):
        self.v = v

    def __deepcopy__(self, memo):
        memo.setdefault("calls", []).append(self.v)
        return Tracked(self.v * 10)


shared = [1, 2]
data = {"a": shared, "b": (shared, "s"), "c": (1, 2.5, None, "x", b"y"), "d": [Tracked(1), {"t": Tracked(2)}]}
memo = {}
out = copy.deepcopy(data, memo)
print(out["a"] is out["b"][0], out["a"] is not shared, out["c"] is data["c"])
print([t.v for t in (out["d"][0], out["d"][1]["t"])], memo["calls"])
alive = memo[id(memo)]
print(type(alive).__name__, len(alive), sum(1 for k in memo if isinstance(k, int)))
print(id(data) in memo, memo[id(data)] is out, id(data["c"]) in memo)

lst = []
tup = (lst, 1)
lst.append(tup)
c = copy.deepcopy(tup)
print(c[0][0] is c, c is not tup, c[1])

pre = {id(shared): "replaced"}
print(copy.deepcopy([shared, [shared]], pre))

keys = {(1, 2): [3], frozenset({4}): {"k": (5, [6])}}
ck = copy.deepcopy(keys)
print(ck == keys, ck[(1, 2)] is not keys[(1, 2)], list(ck))

deep = []
cur = deep
for _ in range(3000):
    nxt = []
    cur.append(nxt)
    cur = nxt
try:
    copy.deepcopy(deep)
except RecursionError as e:
    print(type(e).__name__)
ok = []
cur = ok
for _ in range(100):
    cur.append([])
    cur = cur[0]
print(len(repr(copy.deepcopy(ok))))


class L(list):
    pass


sub = copy.deepcopy([L([1, [2]]), {"x": L()}])
print(type(sub[0]).__name__, sub, type(sub[1]["x"]).__name__)
