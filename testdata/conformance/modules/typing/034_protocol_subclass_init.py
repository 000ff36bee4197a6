from typing import Protocol
class Proto(Protocol):
    def f(self) -> int: ...
class Impl(Proto):
    def f(self): return 1
print(Impl().f())
class Impl2(Proto):
    def __init__(self, x): self.x = x
print(Impl2(3).x)
class Base:
    def __init__(self, v): self.v = v
class Impl3(Proto, Base):
    pass
print(Impl3(5).v)
