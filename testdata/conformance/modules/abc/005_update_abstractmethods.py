from abc import ABC, abstractmethod, update_abstractmethods

class A(ABC):
    @abstractmethod
    def f(self):
        ...

class B(A):
    pass

print(sorted(B.__abstractmethods__))
B.f = lambda self: 'f'
try:
    B()
except TypeError as e:
    print(e)
update_abstractmethods(B)
print(B.__abstractmethods__, B().f())

def g(self):
    ...
g.__isabstractmethod__ = True
B.g = g
update_abstractmethods(B)
print(sorted(B.__abstractmethods__))

class Plain:
    pass
print(update_abstractmethods(Plain) is Plain)

def add_impl(cls):
    cls.f = lambda self: 'decorated'
    return update_abstractmethods(cls)

@add_impl
class C(A):
    pass
print(C().f())
