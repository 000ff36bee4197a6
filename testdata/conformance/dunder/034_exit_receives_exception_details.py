class Inspect:
    def __enter__(self):
        return "resource"
    def __exit__(self, exc_type, exc, tb):
        print("exit:", exc_type.__name__ if exc_type else None, repr(exc), tb is not None)
        return True

with Inspect() as r:
    print("using", r)
with Inspect():
    1 / 0
with Inspect():
    raise KeyError("k")
print("all suppressed")
