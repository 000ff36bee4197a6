# map over one iterable (str, builtins, lambdas, bound methods), several
# iterables, an exception part way and what follows it.
class S(str):
    def __str__(self):
        return "S!"
class K:
    def __str__(self):
        return "k"
def boom(x):
    if x == 3:
        raise ValueError("three")
    return x * 2
print(list(map(str, [1, 2.5, None, "x", S("y"), K(), b"z", [1]])))
print(list(map(len, ["ab", "", "xyz"])), list(map(int, ["1", " 2 "])), list(map(lambda v: v + 1, range(3))))
print(list(map(pow, [2, 3], [3, 2])), list(map(str.upper, "ab")))
m = map(boom, [1, 2, 3, 4])
print(next(m), next(m))
try:
    next(m)
except ValueError as e:
    print("ValueError", e)
print(next(m))
kept = []
print(list(map(kept.append, "abc")), kept)
print(list(map(str, iter([]))), ",".join(map(str, range(12))))
try:
    list(map(str, 5))
except TypeError as e:
    print("TypeError", e)
