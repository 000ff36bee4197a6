from functools import partial

class Tagged(partial):
    def describe(self):
        return f"{self.func.__name__} with {self.args}"

t = Tagged(max, 3)
print(t(1, 5), t(1), t.describe())
print(repr(t).startswith("Tagged(<built-in function max>"))
print(isinstance(t, partial), type(t).__name__)
t.extra = 1
print(t.extra)

class Greeter:
    def __init__(self, greeting):
        self.greeting = greeting
    def greet(self, name, punct="!"):
        return f"{self.greeting}, {name}{punct}"

g = Greeter("Hello")
hi = partial(g.greet, punct="?")
print(hi("Ann"))
unbound = partial(Greeter.greet, g)
print(unbound("Bob"))

# partial objects are not descriptors: as class attributes they do not bind
class K:
    method = partial(lambda *a: a, "fixed")
print(K().method(1))

callbacks = [partial(lambda i, x: i * x, i) for i in range(4)]
print([cb(10) for cb in callbacks])
print(sorted(["b", "A", "c"], key=partial(str.lower)))
