from itertools import tee

class Counter:
    def __init__(self, n=0):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n
    def __copy__(self):
        print("copy", self.n)
        return Counter(self.n)

x, y, z = tee(Counter(), 3)
print(type(x).__name__, list(x), list(y), list(z))

def attempt(*args, **kwargs):
    try:
        print(tee(*args, **kwargs))
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt()
attempt(1)
attempt([1], -1)
attempt([1], "a")
attempt([1], 2.0)
attempt([1], 2, 3)
attempt([1], n=2)
attempt(1, 0)
attempt([1], 2**70)

def reenter():
    yield next(b)

a, b = tee(reenter())
try:
    next(a)
except RuntimeError as e:
    print("RuntimeError:", e)

def failing():
    yield 1
    raise KeyError("k")

a, b = tee(failing())
print(next(a), next(b))
try:
    next(a)
except KeyError as e:
    print("KeyError:", e)
print(list(b))
