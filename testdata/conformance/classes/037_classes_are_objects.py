class A:
    pass
class B:
    pass
registry = {A: "first", B: "second"}
print(registry[A], A.__name__, [cls.__name__ for cls in registry])
def factory(base):
    class Derived(base):
        tag = base.__name__.lower()
    return Derived
D = factory(A)
print(D.__name__, D.tag, issubclass(D, A), D.__qualname__)
A.added_later = lambda self: "patched"
print(D().added_later())
print(type(A) is type, isinstance(A, type), callable(A))
