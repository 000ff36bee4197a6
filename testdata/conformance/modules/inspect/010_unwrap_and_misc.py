import inspect, functools
def base(): pass
@functools.wraps(base)
def w1(): pass
@functools.wraps(w1)
def w2(): pass
print(inspect.unwrap(w2) is base, inspect.unwrap(w2, stop=lambda f: f is w1) is w1)
def loop(): pass
loop.__wrapped__ = loop
try:
    inspect.unwrap(loop)
except ValueError as e:
    print("ValueError", e.args[0][:30])
print(inspect.getmodulename("pkg/mod.py"), inspect.getmodulename("x.txt"))
print(inspect.ismethoddescriptor(str.join), inspect.isdatadescriptor(property()))
class S:
    a = 1
    def __getattr__(self, n):
        return "dynamic"
print(inspect.getattr_static(S(), "a"), getattr(S(), "zz"))
try:
    inspect.getattr_static(S(), "zz")
except AttributeError as e:
    print("AttributeError", e)
print(inspect.getattr_static(S(), "zz", "dflt"))
print(inspect.formatannotation(int), inspect.formatannotation(list[int]), inspect.formatannotation("x"))
