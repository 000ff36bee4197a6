class Base: pass
class Child(Base): pass
c = Child()
print(isinstance(c, Base), isinstance(c, (int, Child)), isinstance(Base, type), isinstance(3, bool))
print(issubclass(Child, Base), issubclass(Child, (int, str)), issubclass(bool, int), issubclass(int, object))
print(type(c) is Child, type(c) == Base, type(c).__name__, type(3.0), type(None))
print(type("x")("y"), type([1])(range(2)), type(type))
try:
    isinstance(c, "Base")
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(c, Base)
except TypeError as e:
    print("TypeError:", e)
