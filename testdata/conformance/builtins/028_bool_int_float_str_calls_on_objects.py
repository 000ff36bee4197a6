class Amount:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v != 0
    def __int__(self):
        return int(self.v)
    def __float__(self):
        return float(self.v)
    def __str__(self):
        return f"{self.v:.2f}"
    def __repr__(self):
        return f"Amount({self.v})"
    def __round__(self, n=None):
        return Amount(round(self.v, n))
    def __abs__(self):
        return Amount(abs(self.v))

a = Amount(-3.14159)
print(bool(a), bool(Amount(0)), int(a), float(a), str(a), repr(a), round(a, 2), abs(a))
print(f"{a}", [a], "%s %r" % (a, a))
