class Squares:
    def __getitem__(self, i):
        if i >= 6:
            raise IndexError(i)
        return i * i

s = Squares()
print(list(s))
print(16 in s, 17 in s)
for v in s:
    print(v, end=" ")
print()
print(sorted(s, reverse=True), list(enumerate(s))[:2])
a, b, *rest = s
print(a, b, rest)
