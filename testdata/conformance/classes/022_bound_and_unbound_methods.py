class Greeter:
    def __init__(self, name):
        self.name = name
    def greet(self, other):
        return f"{self.name} greets {other}"
    def __repr__(self):
        return f"Greeter({self.name!r})"

g = Greeter("ann")
m = g.greet
print(m("bob"), Greeter.greet(g, "cyd"))
print(m.__self__, m.__func__ is Greeter.greet, m.__name__)
print(m)
print(list(map(g.greet, ["x", "y"])))
print(g.greet == g.greet, g.greet is g.greet)
