class Idx:
    def __init__(self, n):
        self.n = n
    def __index__(self):
        return self.n

data = list("abcdefg")
i = Idx(3)
print(data[i], data[Idx(-1)], data[Idx(1):Idx(4)], "xyz" * Idx(2))
print(bin(Idx(10)), hex(Idx(255)), oct(Idx(8)), range(Idx(3)), int(Idx(7)))
print(picked := [10, 20, 30][Idx(2)], picked)
try:
    data[1.5]
except TypeError as e:
    print("TypeError:", e)
