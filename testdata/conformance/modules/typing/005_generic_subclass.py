from typing import TypeVar, Generic, List, Dict, Iterator

T = TypeVar('T')
K = TypeVar('K')


class MyList(List[int]):
    pass


print(MyList.__mro__)
m = MyList([1, 2])
m.append(3)
print(m, len(m), isinstance(m, list))


class Registry(Dict[str, T]):
    def register(self, name: str, item: T) -> None:
        self[name] = item


print(Registry.__parameters__, Registry[int])
r = Registry()
r.register('a', 1)
print(r)


class Base(Generic[T]):
    def get(self) -> T:
        return self.value


class IntBox(Base[int]):
    def __init__(self, v):
        self.value = v


print(IntBox(5).get(), IntBox.__parameters__, IntBox.__orig_bases__)


class Mapping2(Base[T], Generic[T, K]):
    pass


print(Mapping2.__parameters__, Mapping2[int, str])


class Counter(Iterator[int]):
    def __init__(self, n):
        self.i, self.n = 0, n

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i


print(list(Counter(3)), Counter.__mro__[1])
