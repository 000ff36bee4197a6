from abc import ABC, abstractmethod

class SupportsClose(ABC):
    @abstractmethod
    def close(self):
        ...

    @classmethod
    def __subclasshook__(cls, C):
        if cls is SupportsClose:
            if any('close' in B.__dict__ for B in C.__mro__):
                return True
        return NotImplemented

class File:
    def close(self):
        pass

class NotFile:
    pass

print(issubclass(File, SupportsClose), isinstance(File(), SupportsClose))
print(issubclass(NotFile, SupportsClose), isinstance(NotFile(), SupportsClose))

class Strict(SupportsClose):
    def close(self):
        pass
print(issubclass(Strict, SupportsClose))

class Never(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return False
class Child(Never):
    pass
print(issubclass(Child, Never))
Never.register(int)
print(issubclass(int, Never))

class Bad(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return 1
try:
    issubclass(int, Bad)
except AssertionError as e:
    print('AssertionError', e)
