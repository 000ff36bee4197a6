import inspect
class Base:
    x = 1
    def a(self): pass
class Child(Base):
    y = 2
    def b(self): pass
    @property
    def p(self): return 3
print([n for n, v in inspect.getmembers(Child, inspect.isfunction)])
print([n for n, v in inspect.getmembers(Child) if not n.startswith("__")])
print([n for n, v in inspect.getmembers(Child(), inspect.ismethod)])
print(inspect.getmro(Child))
print(inspect.isabstract(Child))
import abc
class Abs(abc.ABC):
    @abc.abstractmethod
    def run(self): ...
print(inspect.isabstract(Abs))
