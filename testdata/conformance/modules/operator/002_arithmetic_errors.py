import operator as op

def attempt(f, *args):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt(op.add, 1, "a")
attempt(op.sub, "a", "b")
attempt(op.mul, "a", "b")
attempt(op.truediv, 1, 0)
attempt(op.floordiv, 1, 0)
attempt(op.mod, 1, 0)
attempt(op.truediv, 1.0, 0)
attempt(op.pow, 0, -1)
attempt(op.lshift, 1, -1)
attempt(op.matmul, 1, 2)
attempt(op.neg, "a")
attempt(op.pos, "x")
attempt(op.abs, "x")
attempt(op.invert, 1.5)
attempt(op.inv, [1])
attempt(op.and_, 1.0, 1)
attempt(op.or_, [1], [2])
attempt(op.xor, "a", 1)
attempt(op.rshift, 1, 1.0)
attempt(op.add, None, None)
attempt(op.add, [1], (2,))
