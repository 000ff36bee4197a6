from contextlib import contextmanager, ContextDecorator

@contextmanager
def announce(label):
    print("enter", label)
    yield
    print("exit", label)

@announce("job")
def job(x):
    print("working", x)
    return x * 2

print(job(1))
print(job(2))
print(job.__name__)

class timer(ContextDecorator):
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("start", self.name)
        return self
    def __exit__(self, *exc):
        print("stop", self.name, exc[0].__name__ if exc[0] else None)
        return False

@timer("compute")
def compute(n):
    return sum(range(n))
print(compute(10))

with timer("block") as t:
    print("inside", t.name)

@timer("failing")
def failing():
    raise ValueError("x")
try:
    failing()
except ValueError:
    print("caught")
