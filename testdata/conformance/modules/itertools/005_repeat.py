from itertools import repeat

print(list(repeat("x", 3)))
print(list(repeat(None, 0)))
print(list(repeat(1, -5)))
r = repeat(10)
print(r, next(r), next(r), r)
r = repeat("ab", 3)
print(r)
next(r)
print(r, r.__length_hint__())
print(repeat("a", -1), repeat(object="o", times=2))
print(list(map(pow, range(5), repeat(2))))
print(list(zip("abc", repeat(0))))
try:
    repeat(1).__length_hint__()
except TypeError as e:
    print(e)
for args in [(), (1, 2, 3), (1, "a"), (1, 2.0), (1, 2**70), (1, None)]:
    try:
        repeat(*args)
    except Exception as e:
        print(type(e).__name__ + ":", e)
try:
    repeat(1, times=2, other=3)
except TypeError as e:
    print(e)
try:
    repeat(1, object=2)
except TypeError as e:
    print(e)
rows = [[0] * 3 for _ in repeat(None, 2)]
print(rows)
print(repeat([1, 2], 2), repeat("it's"))
