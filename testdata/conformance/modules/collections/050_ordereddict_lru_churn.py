# OrderedDict as an LRU cache under churn: popitem from the front many
# times between inserts (the order must survive any internal rebuild),
# move_to_end both ways, and the errors of an empty dict and a missing key.
from collections import OrderedDict

od = OrderedDict()
evicted = []
for i in range(3000):
    od[i % 700] = i
    if i % 3 == 0:
        od.move_to_end((i * 7) % 700 if (i * 7) % 700 in od else i % 700)
    if len(od) > 200:
        evicted.append(od.popitem(last=False))
print(len(od), list(od)[:8], list(od)[-4:])
print(evicted[:4], evicted[-2:], len(evicted))

drain = OrderedDict((k, str(k)) for k in range(1000))
firsts = [drain.popitem(last=False)[0] for _ in range(990)]
print(firsts[:3], firsts[-3:], list(drain.items()))
print(drain.popitem(), drain.popitem(last=True), list(drain))

m = OrderedDict.fromkeys("abcde", 0)
m.move_to_end("b")
m.move_to_end("d", last=False)
m.move_to_end("d", False)
print("".join(m), m == OrderedDict.fromkeys("dacebx"[:5], 0), m == dict.fromkeys("abcde", 0))
for call in (lambda: OrderedDict().popitem(), lambda: OrderedDict().popitem(last=False),
             lambda: m.move_to_end("zz"), lambda: m.move_to_end("zz", last=False)):
    try:
        call()
    except KeyError as e:
        print(type(e).__name__, e)


class Tracking(OrderedDict):
    def __setitem__(self, key, value):
        super().__setitem__(key, value * 2)


t = Tracking(x=1, y=2, z=3)
t.move_to_end("x")
print(list(t.items()), t.popitem(last=False), t.popitem(), t)
