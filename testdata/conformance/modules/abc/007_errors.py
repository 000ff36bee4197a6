from abc import ABC, abstractmethod

class A(ABC):
    pass

for bad in (3, 'x', None):
    try:
        A.register(bad)
    except TypeError as e:
        print(type(e).__name__, e)

class B(A):
    pass
try:
    B.register(A)
except RuntimeError as e:
    print(type(e).__name__, e)
print(A.register(B) is B, A.register(A) is A)

try:
    issubclass(3, A)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(A, 3)
except TypeError as e:
    print(type(e).__name__, e)

class C(ABC):
    @abstractmethod
    def x(self): ...
    @abstractmethod
    def y(self): ...
    @abstractmethod
    def a(self): ...
try:
    C()
except TypeError as e:
    print(e)
class D(C):
    def x(self): ...
    def y(self): ...
try:
    D()
except TypeError as e:
    print(e)
