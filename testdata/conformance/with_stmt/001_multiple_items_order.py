class R:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, *exc):
        print("exit", self.name)

with R("a") as a, R("b") as b, R("c"):
    print("body", a, b)
with (R("x") as x,
      R("y") as y):
    print("parenthesized", x, y)
