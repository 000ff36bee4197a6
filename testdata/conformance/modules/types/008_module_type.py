import types
import sys

m = types.ModuleType("plugins")
print(m, m.__name__, m.__doc__)
m2 = types.ModuleType("tools", "Tool helpers.")
print(m2.__doc__)
m.value = 42
def helper():
    return "help"
m.helper = helper
print(m.value, m.helper())
print(sorted(k for k in vars(m) if not k.startswith("__")))
sys.modules["plugins"] = m
import plugins
print(plugins is m, plugins.value)
print(isinstance(sys, types.ModuleType), isinstance(m, types.ModuleType))
for args in [(), (3,), ("a", "b", "c")]:
    try:
        types.ModuleType(*args)
    except TypeError as e:
        print("TypeError", e)
print(types.ModuleType(name="kw", doc="by keyword").__doc__)
