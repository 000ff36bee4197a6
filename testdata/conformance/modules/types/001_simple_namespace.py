from types import SimpleNamespace

ns = SimpleNamespace(name="agent", steps=3)
print(ns)
print(ns.name, ns.steps)
ns.steps += 1
ns.extra = [1, 2]
print(ns, vars(ns))
del ns.extra
print(ns, hasattr(ns, "extra"))
print(SimpleNamespace() == SimpleNamespace(), SimpleNamespace(a=1) == SimpleNamespace(a=1), SimpleNamespace(a=1) == SimpleNamespace(a=2))
print(repr(SimpleNamespace()))
nested = SimpleNamespace(inner=SimpleNamespace(x=1), items=[SimpleNamespace(y=2)])
print(nested)
d = {"a": 1, "b": {"c": 2}}
obj = SimpleNamespace(**d)
print(obj.a, obj.b["c"])
try:
    SimpleNamespace(1)
except TypeError as e:
    print("TypeError", e)
print(hasattr(ns, "missing"))
class Config(SimpleNamespace):
    pass
print(Config(debug=True), isinstance(Config(), SimpleNamespace))
print(type(ns).__name__, type(ns).__module__, type(ns).__qualname__)
