print(list(range(5)), list(range(2, 8)), list(range(10, 0, -3)), list(range(0)))
print(list(range(-5, 5, 4)), list(range(5, -5, -4)), list(range(3, 3)))
r = range(1, 100, 7)
print(len(r), r[0], r[-1], 50 in r, 50 in range(1, 100, 7), 99 in r)
print(range(10) == range(0, 10, 1), range(0) == range(5, 5), list(range(10**20, 10**20 + 2)))
try:
    range(1, 2, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    range(1.5)
except TypeError as e:
    print("TypeError:", e)
