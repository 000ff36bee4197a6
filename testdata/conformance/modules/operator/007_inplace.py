import operator as op

a = [1, 2]
b = op.iadd(a, [3])
print(a, b, a is b)
t = (1,)
u = op.iadd(t, (2,))
print(t, u, t is u)
print(op.isub(10, 3), op.imul(3, 4), op.itruediv(7, 2), op.ifloordiv(7, 2), op.imod(7, 3), op.ipow(2, 5))
print(op.ilshift(1, 4), op.irshift(32, 2), op.iand(6, 3), op.ior(6, 3), op.ixor(6, 3))
s = {1, 2}
r = op.ior(s, {3})
print(sorted(s), r is s)
s2 = op.iand(s, {1, 3})
print(sorted(s2), s2 is s)
l = [1]
r = op.imul(l, 3)
print(l, r is l)
l = [0]
r = op.iconcat(l, "ab")
print(l, r is l)
print(op.iconcat((1,), (2,)), op.iconcat("a", "b"))
print(op.__iadd__(1, 1), op.__isub__(1, 1), op.__imul__(2, 2), op.__iconcat__([1], [2]))

class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, other):
        self.items.append(other)
        return self
    def __repr__(self):
        return f"Acc({self.items})"

acc = Acc()
print(op.iadd(acc, 1), op.iadd(acc, 2) is acc)

def attempt(f, *args):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt(op.iadd, 1, "a")
attempt(op.isub, "a", 1)
attempt(op.iconcat, 1, [2])
attempt(op.iconcat, [1], 2)
attempt(op.ipow, "a", 2)
attempt(op.itruediv, 1, 0)
attempt(op.imatmul, [1], [2])
