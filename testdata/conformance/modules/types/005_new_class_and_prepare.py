import types

def body(ns):
    ns["x"] = 1
    ns["double"] = lambda self: self.x * 2

Dyn = types.new_class("Dyn", (), {}, body)
print(Dyn, Dyn.__name__, Dyn().double(), Dyn.__bases__)
Sub = types.new_class("Sub", (Dyn,))
print(Sub.__mro__[1] is Dyn, Sub().x)

class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print("prepare", name, kw)
        return {"injected": True}
    def __new__(mcls, name, bases, ns, **kw):
        return super().__new__(mcls, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)

M = types.new_class("M", (), {"metaclass": Meta, "flag": 1})
print(type(M).__name__, M.injected)
meta, ns, kw = types.prepare_class("P", (), {"metaclass": Meta, "k": 2})
print(meta.__name__, ns, kw)
meta, ns, kw = types.prepare_class("Q")
print(meta, ns, kw)
meta, ns, kw = types.prepare_class("R", (M,))
print(meta.__name__)

class Entries:
    def __mro_entries__(self, bases):
        return (dict,)
e = Entries()
print(types.resolve_bases((int, e)))
t = (int,)
print(types.resolve_bases(t) is t)
D = types.new_class("D", (e,))
print(D.__bases__, D.__orig_bases__[0] is e)
class Bad:
    def __mro_entries__(self, bases):
        return [int]
try:
    types.resolve_bases((Bad(),))
except TypeError as ex:
    print("TypeError", ex)

class M1(type): pass
class M2(type): pass
A = M1("A", (), {})
B = M2("B", (), {})
try:
    types.new_class("AB", (A, B))
except TypeError as ex:
    print("TypeError", ex)
