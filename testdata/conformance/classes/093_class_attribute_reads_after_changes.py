# Reads through a class (plain values, functions, staticmethods, classmethods,
# properties) stay right as the class, a base and the metaclass change.
class Meta(type):
    pass
class A(metaclass=Meta):
    X = 1
    def f(self): return 1
    @staticmethod
    def s(): return 2
    @classmethod
    def c(cls): return cls.__name__
    @property
    def p(self): return 3
class B(A):
    pass
out = []
for i in range(4):
    out.append((A.X, B.X, A.s(), B.c(), A.f is A.f, type(A.p).__name__))
    if i == 1:
        A.X = 10
    if i == 2:
        Meta.X = 99
        B.X = 5
    if i == 3:
        del B.X
print(out)
print(B.X, A.X)
Meta.__getattribute__ = lambda cls, name: "meta-" + name
print(A.X, B.f)
del Meta.__getattribute__
print(A.X)
