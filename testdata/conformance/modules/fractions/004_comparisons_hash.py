from fractions import Fraction as F

inf, nan = float('inf'), float('nan')
h = F(1, 2)
print(h == 0.5, h == 1, F(2) == 2, F(2, 1) == 2.0, h == 0.5 + 0j, h == 0.5j)
print(h < 1, h > 0.49, h <= 0.5, h >= F(1, 3), h < inf, h > -inf)
print(h == nan, h < nan, h > nan, h != nan)
print(F(1, 3) == 1 / 3, F(1, 3) < 1 / 3, F(1, 3) > 0.333)
print(sorted([F(1, 2), 0.3, 1, F(-1, 3), -1, 0.75]))
print(max(F(7, 3), 2.3, 2), min([F(5), 4.9999]))
print(hash(F(1, 2)) == hash(0.5), hash(F(4)) == hash(4), hash(F(-1)) == hash(-1))
print(hash(F(1, 3)) == hash(F(2, 6)), hash(F(-1)), hash(F(0)))
print(len({F(1, 2), 0.5, F(2, 4), 1, F(1), 1.0, True}))
counts = {}
for x in [F(1, 2), 0.5, 1, F(3, 3), 2, F(4, 2)]:
    counts[x] = counts.get(x, 0) + 1
print(counts)
for other in [1j, 'a', None]:
    try:
        h < other
    except TypeError as e:
        print(type(e).__name__, e)
