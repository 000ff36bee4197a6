from functools import wraps, total_ordering

def logged(fn):
    @wraps(fn)
    def wrapper(*a, **k):
        print(f"call {fn.__name__}{a}")
        return fn(*a, **k)
    return wrapper

@logged
def add(a, b):
    """Add two numbers."""
    return a + b

print(add(2, 3), add.__name__, add.__doc__, add.__wrapped__(1, 1))

@total_ordering
class Size:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __lt__(self, o):
        return self.n < o.n
    def __repr__(self):
        return f"Size({self.n})"

a, b = Size(1), Size(2)
print(a < b, a <= b, a > b, a >= b, b >= a, sorted([b, a, Size(0)]))
