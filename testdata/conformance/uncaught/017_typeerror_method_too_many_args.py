class Greeter:
    def greet(self, name):
        return f"hello {name}"

g = Greeter()
print(g.greet("ann"))
print(g.greet("bob", "extra"))
