# Float arithmetic and comparison on the edges: signed zeros, infinities,
# NaN, ints beyond 2**53 meeting floats, and division by zero.
inf, nan = float("inf"), float("nan")
big = 2**53 + 1
values = [0.0, -0.0, 1.5, -2.25, inf, -inf, nan, 3, -7, big, 2**62 - 1]
for x in values[:7]:
    for y in values:
        row = []
        for name, op in [("+", lambda a, b: a + b), ("-", lambda a, b: a - b),
                         ("*", lambda a, b: a * b), ("/", lambda a, b: a / b)]:
            try:
                row.append(repr(op(x, y)))
            except ZeroDivisionError as e:
                row.append("ZeroDivisionError(" + str(e) + ")")
        print(repr(x), repr(y), " ".join(row))
print(float(big) == big, 9007199254740992.0 < big, 9007199254740992.0 == big - 1)
print(nan == nan, nan != nan, nan < 1.0, inf > 1e308, -0.0 == 0.0, 0.1 + 0.2 == 0.3)
acc = 0.0
for i in range(10):
    acc += 0.1
    acc *= 1
print(acc, repr(acc), 1 / 3.0, 2 - 0.5, 7 * 0.1)
z = 5
z /= 2.0
print(z, type(z).__name__)
try:
    q = 1.0
    q /= 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(3 / 0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
