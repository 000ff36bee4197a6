t = (1, "two", 3.0, None)
print(t, len(t), t[1], t[-1], t[1:3])
single = (42,)
not_tuple = (42)
print(single, type(single).__name__, not_tuple, type(not_tuple).__name__)
empty = ()
print(empty, len(empty), tuple(), tuple("abc"), tuple([1, 2]))
print((1, 2) + (3,), (0,) * 3, t.count(None), t.index(3.0))
a, b = 1, 2
a, b = b, a
print(a, b)
print((1, 2) < (1, 3), (1, 2) < (1, 2, 0), (2,) > (1, 99))
