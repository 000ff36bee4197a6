from operator import attrgetter

class Name:
    def __init__(self, first, last):
        self.first = first
        self.last = last

class Person:
    def __init__(self, name, age):
        self.name = name
        self.age = age
    def __repr__(self):
        return f"Person({self.name.first!r}, {self.age})"

people = [Person(Name("ann", "zed"), 30), Person(Name("bob", "yu"), 25), Person(Name("cyd", "xi"), 35)]
g = attrgetter("age")
print(g, g(people[0]))
print(sorted(people, key=g))
print(sorted(people, key=attrgetter("name.last")))
g2 = attrgetter("name.first", "age")
print(g2, [g2(p) for p in people])
print(attrgetter("real", "imag")(3 + 4j), attrgetter("real.real")(5))
print(attrgetter("a.b.c"), attrgetter("a."), attrgetter(""), attrgetter("x", "y.z"))
print(attrgetter("__class__.__name__")(1))
print(list(map(attrgetter("upper"), ["a"]))[0]())
print(type(g).__name__, attrgetter.__module__, callable(g))
