from statistics import NormalDist

a = NormalDist(10, 3)
b = NormalDist(2, 4)
print(a + b, a - b, a + 5, 5 + a, a - 5, 5 - a)
print(a * 2, 2 * a, a * -2, a / 2, a / -4, -a, +a)
print(a == NormalDist(10.0, 3.0), a == b, a == 10, a != (10, 3))
print(hash(a) == hash(NormalDist(10, 3)), len({a, NormalDist(10.0, 3), b}))
print(a.__getstate__(), sorted(NormalDist.__slots__))
c = NormalDist.__new__(NormalDist)
c.__setstate__((1.5, 0.5))
print(c)
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), a.overlap(a), a.overlap(NormalDist(14, 3)))
print(NormalDist(0, 1).overlap(NormalDist(0, 2)), b.overlap(a) == a.overlap(b))
try:
    a.overlap(3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    a.overlap(NormalDist(1, 0))
except ValueError as e:
    print(type(e).__name__, e)
try:
    a * b
except TypeError as e:
    print(type(e).__name__, e)
