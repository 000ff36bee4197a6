class Strict:
    allowed = {"name", "size"}
    def __setattr__(self, name, value):
        if name not in self.allowed:
            raise AttributeError(f"cannot set {name!r}")
        if name == "size" and value < 0:
            value = 0
        super().__setattr__(name, value)
    def __delattr__(self, name):
        print("deleting", name)
        super().__delattr__(name)

s = Strict()
s.name = "box"
s.size = -4
print(s.name, s.size, vars(s))
try:
    s.color = "red"
except AttributeError as e:
    print("AttributeError:", e)
del s.name
print(vars(s))
object.__setattr__(s, "color", "forced")
print(s.color)
