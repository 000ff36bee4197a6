def show(a, b, c=0, *args, **kw):
    print(a, b, c, args, kw)

args = [1, 2]
kw = {"c": 3, "d": 4}
show(*args)
show(*args, **kw)
show(*[1, 2, 3, 4, 5])
show(1, *(2,), 3, *[4], e=5, **{"f": 6})
print({**{"a": 1}, "b": 2, **{"a": 3}})
print([*"hi", *range(2)], (*[1], 2), {*"aab"} == {"a", "b"})
print(max(*[3, 9, 2]), min(*"zebra"))
