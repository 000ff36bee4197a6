from contextlib import suppress, closing, nullcontext

with suppress(KeyError):
    {}["missing"]
print("after KeyError")
with suppress(ZeroDivisionError, ValueError):
    int("x")
print("after ValueError")
with suppress(LookupError):
    [][1]
print("subclass suppressed")
try:
    with suppress(KeyError):
        1 / 0
except ZeroDivisionError:
    print("not suppressed")
with suppress():
    pass
print("empty suppress")
s = suppress(KeyError)
print(s.__enter__(), s.__exit__(None, None, None), s.__exit__(KeyError, KeyError(), None), s.__exit__(TypeError, TypeError(), None))

class Resource:
    def __init__(self, name):
        self.name = name
        self.closed = False
    def close(self):
        print("closing", self.name)
        self.closed = True

with closing(Resource("db")) as r:
    print("using", r.name, r.closed)
print(r.closed)
try:
    with closing(Resource("f")):
        raise OSError("boom")
except OSError as e:
    print("OSError", e)

with nullcontext() as n:
    print(n)
with nullcontext(42) as n:
    print(n)
def maybe(lock):
    return lock if lock is not None else nullcontext("nolock")
with maybe(None) as v:
    print(v)
try:
    with nullcontext():
        raise ValueError("passes through")
except ValueError as e:
    print("ValueError", e)
