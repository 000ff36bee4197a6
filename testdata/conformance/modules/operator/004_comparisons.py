import operator as op

print(op.lt(1, 2), op.le(2, 2), op.eq(1, 1.0), op.ne(1, 2), op.gt(3, 2), op.ge(1, 2))
print(op.lt("a", "b"), op.eq([1], [1]), op.lt((1, 2), (1, 3)), op.gt({1, 2}, {1}))
print(op.__lt__(1, 2), op.__le__(1, 1), op.__eq__("x", "x"), op.__ne__(1, 1), op.__gt__(1, 0), op.__ge__(0, 1))
print(op.eq(None, None), op.ne(None, 0), op.eq(float("nan"), float("nan")))

class Odd:
    def __eq__(self, other):
        return "odd-eq"
    def __lt__(self, other):
        return 42

print(op.eq(Odd(), 1), op.lt(Odd(), 1), op.ne(Odd(), 1))
for f in (op.lt, op.le, op.gt, op.ge):
    try:
        f(1, "a")
    except TypeError as e:
        print("TypeError:", e)
try:
    op.lt([1], (1,))
except TypeError as e:
    print("TypeError:", e)
print(op.eq(1, "a"), op.ne([], ()))
print(sorted([3, 1, 2], key=op.neg))
