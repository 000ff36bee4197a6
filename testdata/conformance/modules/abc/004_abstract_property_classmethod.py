import abc
from abc import ABC, abstractmethod

class Base(ABC):
    @property
    @abstractmethod
    def name(self):
        ...

    @classmethod
    @abstractmethod
    def create(cls):
        ...

    @staticmethod
    @abstractmethod
    def helper():
        ...

print(sorted(Base.__abstractmethods__))
try:
    Base()
except TypeError as e:
    print(e)

class Impl(Base):
    @property
    def name(self):
        return 'impl'
    @classmethod
    def create(cls):
        return cls()
    @staticmethod
    def helper():
        return 42

obj = Impl.create()
print(obj.name, Impl.helper(), Impl.__abstractmethods__)

class Old(metaclass=abc.ABCMeta):
    @abc.abstractproperty
    def p(self):
        ...
    @abc.abstractclassmethod
    def c(cls):
        ...
    @abc.abstractstaticmethod
    def s():
        ...
print(sorted(Old.__abstractmethods__))
print(isinstance(Old.__dict__['p'], property), isinstance(Old.__dict__['c'], classmethod))
class OldImpl(Old):
    p = 1
    c = classmethod(lambda cls: 2)
    s = staticmethod(lambda: 3)
print(OldImpl().p, OldImpl.c(), OldImpl.s())
