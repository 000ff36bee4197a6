import inspect
def f(a, b=1, *args, c, d=2, **kw) -> int: pass
print(inspect.getfullargspec(f))
print(inspect.getcallargs(f, 5, c=3))
print(inspect.getcallargs(f, 5, 6, 7, c=3, z=1))
def g(x, y): pass
try:
    inspect.getcallargs(g, 1)
except TypeError as e:
    print("TypeError")
print(inspect.getclosurevars(f).unbound)
