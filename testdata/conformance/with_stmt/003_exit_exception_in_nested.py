class Step:
    def __init__(self, name, swallow=False):
        self.name, self.swallow = name, swallow
    def __enter__(self):
        print("enter", self.name)
    def __exit__(self, et, ev, tb):
        print("exit", self.name, "with", et.__name__ if et else "no error")
        return self.swallow

with Step("outer", swallow=True):
    with Step("middle"):
        with Step("inner"):
            raise RuntimeError("deep failure")
        print("not reached")
print("outer swallowed it")
