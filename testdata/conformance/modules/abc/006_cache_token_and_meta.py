import abc
from abc import ABC, ABCMeta, get_cache_token

t0 = get_cache_token()
class X(ABC):
    pass
print(get_cache_token() == t0)
X.register(str)
t1 = get_cache_token()
print(t1 != t0, type(t1).__name__)
X.register(str)
print(get_cache_token() == t1)

print(type(X), type(ABC), ABCMeta.__name__, ABCMeta.__module__, X.__module__)
print(ABC.__slots__, abc.ABC.__mro__)
print(isinstance(X, ABCMeta), issubclass(ABCMeta, type))

class Meta(ABCMeta):
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns, **kw)
        cls.tag = name.lower()
        return cls
class Y(metaclass=Meta):
    @abc.abstractmethod
    def run(self):
        ...
print(Y.tag, type(Y).__name__, sorted(Y.__abstractmethods__))

class WithInit(ABC):
    def __init_subclass__(cls, flavor=None, **kw):
        super().__init_subclass__(**kw)
        cls.flavor = flavor
class Vanilla(WithInit, flavor='vanilla'):
    pass
print(Vanilla.flavor)
