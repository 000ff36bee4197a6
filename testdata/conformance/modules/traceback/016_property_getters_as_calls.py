# Property getters run like calls: errors and tracebacks from inside the
# getter, generator getters, the instance dict losing to the property, a
# class's __getattr__ on a failing getter, and properties replaced later.
import traceback


class P:
    def __init__(self, v):
        self.v = v

    @property
    def double(self):
        return self.v * 2

    @property
    def broken(self):
        return self.missing

    @property
    def gen(self):
        yield self.v

    @property
    def deep(self):
        return self.deep


class G(P):
    def __getattr__(self, name):
        return "fallback " + name


p = P(3)
p.__dict__["double"] = "shadow"
print(p.double, list(p.gen))
try:
    p.broken
except AttributeError as e:
    print(type(e).__name__, e)
    print([fs.name for fs in traceback.extract_tb(e.__traceback__)])
print(G(1).broken)
try:
    p.deep
except RecursionError:
    print("RecursionError")
P.double = property(lambda self: self.v + 100)
print(p.double)
del P.double
print(p.double)
total = 0
for i in range(1000):
    total += P(i).double if hasattr(P, "double") else P(i).v
print(total)
