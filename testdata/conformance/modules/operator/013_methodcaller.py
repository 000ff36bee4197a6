from operator import methodcaller

m = methodcaller("upper")
print(m, m("abc"))
m = methodcaller("split", ",")
print(m, m("a,b,c"))
m = methodcaller("split", ",", maxsplit=1)
print(m, m("a,b,c"))
m = methodcaller("replace", "a", "b", 1)
print(m, m("aaa"))
print(methodcaller("f", 1, k=2), methodcaller("f", "x", k=[1]), methodcaller("f", a=1, b="x"))
print(methodcaller("get", "k", None)({"k": 5}), methodcaller("get", "z", "dflt")({}))
print(list(map(methodcaller("strip"), ["  a ", "b  "])))
print(sorted(["b", "A", "c"], key=methodcaller("lower")))

class Greeter:
    def hello(self, name, punct="!"):
        return f"hello {name}{punct}"

print(methodcaller("hello", "ann")(Greeter()), methodcaller("hello", "bob", punct="?")(Greeter()))
items = [[3, 1, 2], [9, 8]]
list(map(methodcaller("sort"), items))
print(items)
print(type(m).__name__, methodcaller.__module__)
