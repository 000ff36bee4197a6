class Num:
    def __init__(self, v):
        self.v = v
    def __matmul__(self, o):
        return Num(self.v * o.v + 1000)
    def __pow__(self, e, mod=None):
        return Num(pow(self.v, e, mod))
    def __rpow__(self, base):
        return Num(base ** self.v)
    def __mod__(self, o):
        return Num(self.v % o)
    def __floordiv__(self, o):
        return Num(self.v // o)
    def __divmod__(self, o):
        return (self // o, self % o)
    def __lshift__(self, n):
        return Num(self.v << n)
    def __and__(self, o):
        return Num(self.v & o)
    def __invert__(self):
        return Num(~self.v)
    def __repr__(self):
        return f"Num({self.v})"

n = Num(7)
print(n @ Num(2), n ** 2, pow(n, 3, 5), 2 ** n, n % 4, n // 2, divmod(n, 3))
print(n << 3, n & 3, ~n)
