from itertools import count

def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt(lambda: count("a"))
attempt(lambda: count(1, "b"))
attempt(lambda: count(None))
attempt(lambda: count([1]))
attempt(lambda: count(1, 2, 3))
attempt(lambda: count(x=1))
attempt(lambda: count(1, start=2))
attempt(lambda: count(start=1, step=2, other=3))

class Num:
    def __index__(self):
        return 4
    def __repr__(self):
        return "Num()"

class Add:
    def __float__(self):
        return 1.0
    def __add__(self, other):
        return "added"
    def __repr__(self):
        return "Add()"

c = count(Num())
print(c)
attempt(lambda: next(c))
c = count(Num(), 0)
attempt(lambda: next(c))
c = count(Add(), 5)
print(c, next(c), c)
attempt(lambda: next(c))
