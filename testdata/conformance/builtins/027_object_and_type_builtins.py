o = object()
print(type(o).__name__, isinstance(o, object), isinstance(5, object))
try:
    o.x = 1
except AttributeError as e:
    print("AttributeError:", e)
print(object.__name__, type.__name__, type(object), object.__bases__, type.__bases__)
print(int.__mro__, str.__mro__)
