class Polynomial:
    def __init__(self, *coeffs):
        self.coeffs = coeffs
    def __call__(self, x):
        return sum(c * x ** i for i, c in enumerate(self.coeffs))
    def __repr__(self):
        terms = [f"{c}x^{i}" if i else str(c) for i, c in enumerate(self.coeffs) if c]
        return " + ".join(terms) or "0"

p = Polynomial(1, 0, 2)
print(p, [p(x) for x in range(5)])
q = Polynomial(0, -1, 0, 1)
print(q, list(map(q, [-2, -1, 0, 1, 2])))
print(callable(p), Polynomial())
