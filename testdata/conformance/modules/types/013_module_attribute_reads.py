# Module attributes read through a cached site stay right as the module's
# dict changes, with a module __getattr__ (PEP 562) for missing names.
import types
m = types.ModuleType("m")
m.x = 1
def g():
    return m.x
out = [g()]
m.x = 2
out.append(g())
del m.x
try:
    g()
except AttributeError as e:
    out.append(str(e))
m.__getattr__ = lambda name: "dyn-" + name
out.append(g())
m.x = 3
out.append(g())
out.append(m.__name__)
out.append(type(m.__dict__).__name__)
def h():
    return m.y
out.append(h())
print(out)
