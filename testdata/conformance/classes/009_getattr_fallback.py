class Flexible:
    def __init__(self):
        self.real = "real attribute"
    def __getattr__(self, name):
        if name.startswith("get_"):
            return lambda: f"generated {name[4:]}"
        raise AttributeError(f"{type(self).__name__!r} has no {name!r}")

f = Flexible()
print(f.real)
print(f.get_user(), f.get_config())
print(getattr(f, "missing", "default"), hasattr(f, "nothing"), hasattr(f, "get_x"))
try:
    f.other
except AttributeError as e:
    print("AttributeError:", e)
