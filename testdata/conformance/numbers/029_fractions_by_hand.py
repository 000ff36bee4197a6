# A tiny rational number class built on ints.
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a

class Q:
    def __init__(self, n, d=1):
        if d < 0:
            n, d = -n, -d
        g = gcd(abs(n), d) or 1
        self.n, self.d = n // g, d // g
    def __add__(self, o):
        return Q(self.n * o.d + o.n * self.d, self.d * o.d)
    def __mul__(self, o):
        return Q(self.n * o.n, self.d * o.d)
    def __repr__(self):
        return f"{self.n}/{self.d}" if self.d != 1 else str(self.n)

h = Q(0)
for k in range(1, 11):
    h = h + Q(1, k)
    print(k, h)
print(Q(3, -6), Q(2, 4) * Q(4, 2))
