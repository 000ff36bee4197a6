# Ordering of tuple keys in sorted, min, max and bisect: ties decided by
# later items, mixed item types, str subclasses, nested tuples, errors.
import bisect
rows = [(2, "b", 1.5), (1, "z", None), (2, "a", 3), (1, "z", None), (2, "b", 0.5), ((1, 2), "n")]
try:
    print(sorted(rows))
except TypeError as e:
    print("TypeError", e)
rows = rows[:5]
try:
    print(sorted(rows))
except TypeError as e:
    print("TypeError", e)
ok = [(2, "b", 1.5), (1, "z"), (2, "a", 3), (1, "z", 0), (2, "b", 0.5), (1,), (), (1, "y", 9)]
print(sorted(ok), sorted(ok, reverse=True), sorted(ok, key=lambda r: r[1:]))
class S(str):
    def __lt__(self, o):
        return len(self) < len(o)
mixed = [(S("bbb"), 1), (S("a"), 2), (S("cc"), 3)]
print(sorted(mixed), sorted([(1, S("bbb")), (1, S("a"))]))
nested = [((2, "x"), 1), ((1, "y"), 2), ((1, "x"), 3), ((1, "x"), 0)]
print(sorted(nested), min(nested), max(nested))
keys = [(1, "a"), (1, "c"), (2, "a"), (3, "")]
print(bisect.bisect_left(keys, (1, "b")), bisect.bisect_right(keys, (2, "a")), bisect.bisect(keys, (0,)), bisect.bisect(keys, (9,)))
for probe in ((1, None), [1, "a"], 1, "x"):
    try:
        print(bisect.bisect_left(keys, probe))
    except TypeError as e:
        print("TypeError", e)
words = sorted(["pear", "Fig", "apple", "éclair", "zebra", "Zed", ""])
print(words, bisect.bisect(words, "b"), bisect.bisect_left(words, "éa"))
big = [(2**70, 1), (-2**70, 2), (5, 3), (5.5, 4), (True, 5)]
print(sorted(big))
