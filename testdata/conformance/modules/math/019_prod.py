import math
print(math.prod([]), math.prod([1, 2, 3, 4]), math.prod(range(1, 11)), math.prod([2.5, 4]), math.prod([1, 2], start=10))
print(math.prod([2] * 100), math.prod([10**10] * 5), math.prod([-1] * 7), math.prod([0.1] * 3), math.prod([3, 0.5, 2**70]))
print(math.prod([], start=5.5), math.prod(["ab", 3]), math.prod([3], start="ab"), math.prod([[1], 2]))
class Mat:
    def __init__(self, a, b, c, d): self.v = (a, b, c, d)
    def __mul__(self, o):
        a, b, c, d = self.v
        e, f, g, h = o.v
        return Mat(a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h)
    def __rmul__(self, o): return self if o == 1 else NotImplemented
print(math.prod([Mat(1, 1, 1, 0)] * 30).v)
print(math.prod(x for x in range(1, 6)), math.prod([2**62, 2]), math.prod([-(2**62), 2, 2]), math.prod([True, True, 5]))
for args, kw in [((), {}), (([1], 2), {}), (([1],), {"x": 1}), ((1,), {}), ((["a", "b"],), {})]:
    try:
        math.prod(*args, **kw)
    except TypeError as e:
        print("TypeError", e)
