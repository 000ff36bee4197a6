import inspect, functools
class A:
    def __init__(self, x, y=1): pass
    def m(self, q, *, r=0): pass
    @classmethod
    def c(cls, z): pass
    @staticmethod
    def s(w, v=2): pass
    def __call__(self, n): pass
class B(A): pass
class C: pass
print(inspect.signature(A), inspect.signature(B), inspect.signature(C))
a = A(1)
print(inspect.signature(a.m), inspect.signature(A.m), inspect.signature(A.c), inspect.signature(A.s), inspect.signature(a))
print(inspect.signature(functools.partial(A.s, 1)))
def deco(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper
@deco
def wrapped(a, b=3): pass
print(inspect.signature(wrapped), inspect.signature(wrapped, follow_wrapped=False))
try:
    inspect.signature(42)
except TypeError as e:
    print("TypeError", e)
