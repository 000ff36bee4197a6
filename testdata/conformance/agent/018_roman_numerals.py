VALUES = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
          (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]

def to_roman(n):
    out = []
    for v, s in VALUES:
        q, n = divmod(n, v)
        out.append(s * q)
    return "".join(out)

def from_roman(s):
    lookup = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = lookup[a]
        total += -v if b != " " and lookup[b] > v else v
    return total

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(f"{n:>5} {r:<12} {from_roman(r)}")
print(all(from_roman(to_roman(n)) == n for n in range(1, 4000)))
