# OrderedDict.popitem and move_to_end as CPython's C methods: argument
# errors, keywords, truthiness of last, subclass overrides through super().
from collections import OrderedDict

od = OrderedDict.fromkeys("abcde", 0)
od.move_to_end("b")
od.move_to_end("d", last=False)
od.move_to_end(key="a", last=[])
print(list(od))
print(od.popitem(), od.popitem(last=False), od.popitem(0), od.popitem(last="yes"))
print(list(od), type(OrderedDict.move_to_end).__name__, type(od.popitem).__name__)
for call in (lambda: od.move_to_end(), lambda: od.move_to_end(1, 2, 3),
             lambda: od.move_to_end("zz"), lambda: od.move_to_end("c", lst=1),
             lambda: od.move_to_end("c", key="c"), lambda: od.popitem(1, 2),
             lambda: od.popitem(las=2), lambda: OrderedDict().popitem(),
             lambda: OrderedDict().popitem(last=False),
             lambda: od.move_to_end([])):
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)


class Bad:
    def __bool__(self):
        raise ValueError("no truth")


od2 = OrderedDict(x=1, y=2)
try:
    od2.move_to_end("x", Bad())
except ValueError as e:
    print("ValueError", e, list(od2))


class Recent(OrderedDict):
    def move_to_end(self, key, last=True):
        self.moves = getattr(self, "moves", 0) + 1
        return super().move_to_end(key, last)

    def popitem(self, last=True):
        return ("popped",) + super().popitem(last)


r = Recent(p=1, q=2, s=3)
r.move_to_end("p")
r.move_to_end("s", False)
print(list(r), r.moves, r.popitem(), r.popitem(False), r)
print(OrderedDict.popitem(r, last=True), r)
