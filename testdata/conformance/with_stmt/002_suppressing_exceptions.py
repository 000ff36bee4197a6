class Ignore:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et and issubclass(et, self.types):
            print(f"  ignored {et.__name__}: {ev}")
            return True

for value in ["10", "x", None]:
    with Ignore(ValueError, TypeError):
        print("parsed", int(value))
    print("continuing after", repr(value))
