from abc import ABC, abstractmethod

class Reader(ABC):
    @abstractmethod
    def read(self): ...

class Writer(ABC):
    @abstractmethod
    def write(self, data): ...

class ReadWriter(Reader, Writer):
    pass

print(sorted(ReadWriter.__abstractmethods__))

class Mixin:
    def read(self):
        return 'mixin read'

class RW(Mixin, ReadWriter):
    def write(self, data):
        return f'wrote {data}'

rw = RW()
print(rw.read(), rw.write(1), isinstance(rw, Reader), isinstance(rw, Writer))
print([c.__name__ for c in RW.__mro__])

class Concrete:
    def read(self):
        return 'x'
Reader.register(Concrete)
print(issubclass(Concrete, Reader), issubclass(Concrete, Writer), issubclass(RW, Reader))
