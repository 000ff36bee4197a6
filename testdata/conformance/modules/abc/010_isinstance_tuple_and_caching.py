from abc import ABC

class P(ABC):
    pass
class Q(ABC):
    pass

class K:
    pass

P.register(K)
print(isinstance(K(), (Q, P)), isinstance(K(), (Q,)), issubclass(K, (int, P)))
# Repeated checks hit the caches and keep giving the same answers.
print([isinstance(K(), P) for _ in range(3)], [isinstance(1, P) for _ in range(3)])
P.register(int)
print(isinstance(1, P), issubclass(bool, P))
P._abc_registry_clear()
P._abc_caches_clear()
print(issubclass(K, P), isinstance(1, P))

class Fake:
    __class__ = int
print(type(Fake()).__name__, isinstance(Fake(), P))
P.register(int)
print(isinstance(Fake(), P))
