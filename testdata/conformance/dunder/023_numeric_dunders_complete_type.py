class Mod7:
    def __init__(self, v):
        self.v = v % 7
    def __add__(self, o):
        return Mod7(self.v + int(o))
    __radd__ = __add__
    def __mul__(self, o):
        return Mod7(self.v * int(o))
    __rmul__ = __mul__
    def __sub__(self, o):
        return Mod7(self.v - int(o))
    def __rsub__(self, o):
        return Mod7(int(o) - self.v)
    def __pow__(self, e):
        return Mod7(pow(self.v, e, 7))
    def __int__(self):
        return self.v
    def __eq__(self, o):
        return self.v == int(o) % 7
    def __hash__(self):
        return self.v
    def __repr__(self):
        return f"{self.v} (mod 7)"

x = Mod7(5)
print(x + 4, 4 + x, x * 3, 3 * x, x - 6, 6 - x, x ** 6, x ** 2)
print(x == 12, x == 5, Mod7(3) * Mod7(5), sum([Mod7(3)] * 5))
print(sorted({Mod7(i) for i in range(20)}, key=int))
