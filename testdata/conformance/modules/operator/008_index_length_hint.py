import operator as op

print(op.index(5), op.index(True), op.index(-2**70), op.__index__(3))

class Idx:
    def __index__(self):
        return 7

print(op.index(Idx()))
for v in [1.5, "a", None, [1]]:
    try:
        op.index(v)
    except TypeError as e:
        print("TypeError:", e)
print(op.length_hint([1, 2]), op.length_hint(()), op.length_hint("abc"), op.length_hint({1: 2}))
print(op.length_hint(1), op.length_hint(1, 5), op.length_hint(1, -1), op.length_hint(1, True))

class Hint:
    def __length_hint__(self):
        return 12

class NotImpl:
    def __length_hint__(self):
        return NotImplemented

class Both:
    def __len__(self):
        return 3
    def __length_hint__(self):
        return 99

class BadLen:
    def __len__(self):
        raise TypeError("nope")
    def __length_hint__(self):
        return 4

print(op.length_hint(Hint()), op.length_hint(NotImpl(), 8), op.length_hint(Both()), op.length_hint(BadLen()))

class Neg:
    def __length_hint__(self):
        return -1

class Str:
    def __length_hint__(self):
        return "3"

class Raises:
    def __length_hint__(self):
        raise ValueError("broken hint")

class RaisesType:
    def __length_hint__(self):
        raise TypeError("type hint")

for obj in [Neg(), Str(), Raises(), RaisesType()]:
    try:
        print(op.length_hint(obj, 2))
    except Exception as e:
        print(type(e).__name__ + ":", e)
for d in ["a", 1.0, None]:
    try:
        op.length_hint([], d)
    except TypeError as e:
        print("TypeError:", e)
