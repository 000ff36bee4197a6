def gen():
    yield 1
    yield 2
    yield 3

a, b, c = gen()
print(a, b, c)
k1, k2 = {"x": 1, "y": 2}
print(k1, k2)
(k, v), = {"only": 42}.items()
print(k, v)
first, *_ = map(str.upper, "abc")
print(first)
s1, s2 = sorted({5, 1})
print(s1, s2)
