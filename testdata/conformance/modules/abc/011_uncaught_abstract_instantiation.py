from abc import ABC, abstractmethod

class Storage(ABC):
    @abstractmethod
    def get(self, key): ...
    @abstractmethod
    def put(self, key, value): ...

class Memory(Storage):
    def get(self, key):
        return None

print('defining done')
Memory()
