from abc import ABC, abstractmethod
from collections.abc import Iterable

class LLMClient(ABC):
    """Interface for model clients."""

    @abstractmethod
    def complete(self, prompt: str) -> str:
        ...

    def batch(self, prompts: Iterable[str]) -> list[str]:
        return [self.complete(p) for p in prompts]

class EchoClient(LLMClient):
    def complete(self, prompt):
        return prompt[::-1]

class BrokenClient(LLMClient):
    pass

c = EchoClient()
print(c.batch(['abc', 'hello']), isinstance(c, LLMClient), LLMClient.__doc__)
try:
    BrokenClient()
except TypeError as e:
    print('TypeError:', e)

class Retriever(ABC):
    @property
    @abstractmethod
    def top_k(self) -> int: ...

    @abstractmethod
    def search(self, q): ...

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Retriever and hasattr(C, 'search') and hasattr(C, 'top_k'):
            return True
        return NotImplemented

class Duck:
    top_k = 3
    def search(self, q):
        return [q] * self.top_k

print(isinstance(Duck(), Retriever), issubclass(Duck, Retriever), Duck().search('x'))
print(sorted(Retriever.__abstractmethods__), Retriever.top_k.__isabstractmethod__)
