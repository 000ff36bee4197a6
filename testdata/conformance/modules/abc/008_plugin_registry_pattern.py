from abc import ABC, abstractmethod

class Tool(ABC):
    registry = {}

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if 'name' in cls.__dict__ and 'run' in cls.__dict__:
            Tool.registry[cls.name] = cls

    @property
    @abstractmethod
    def name(self):
        ...

    @abstractmethod
    def run(self, arg):
        ...

class Echo(Tool):
    name = 'echo'
    def run(self, arg):
        return arg

class Upper(Tool):
    name = 'upper'
    def run(self, arg):
        return arg.upper()

class Partial(Tool):
    name = 'partial'

print(sorted(Tool.registry))
for n in sorted(Tool.registry):
    print(n, Tool.registry[n]().run('hi'))
try:
    Partial()
except TypeError as e:
    print(e)
print([isinstance(t(), Tool) for t in Tool.registry.values()])
