class A: pass
try: A.__init__(A(), 1)
except TypeError as e: print(e)
try: A(1)
except TypeError as e: print(e)
class B:
    def __new__(cls, *a): return super().__new__(cls)
try: B(1)
except TypeError as e: print(e)
class E:
    def __init__(self, x): super().__init__(x)
try: E(1)
except TypeError as e: print(e)
class D:
    def m(self): 'doc of m'
print(D().m.__doc__)
X = type('X', (), {}); print(X.__module__)
