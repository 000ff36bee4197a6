class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return False

try:
    with CM("a"), CM("b"):
        print("body")
        raise ValueError("boom")
except ValueError as e:
    print("handled", e)
finally:
    print("outer finally")
