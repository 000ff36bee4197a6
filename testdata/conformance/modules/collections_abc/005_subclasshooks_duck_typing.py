from collections.abc import Iterable, Iterator, Sized, Container, Hashable, Callable, Reversible, Collection

class OnlyIter:
    def __iter__(self):
        return iter([])
class OnlyLen:
    def __len__(self):
        return 0
class Full:
    def __iter__(self):
        return iter([])
    def __len__(self):
        return 0
    def __contains__(self, x):
        return False
class Unhash:
    __hash__ = None
class It:
    def __iter__(self):
        return self
    def __next__(self):
        raise StopIteration
class Fn:
    def __call__(self):
        pass
class Rev(OnlyIter):
    def __reversed__(self):
        return iter([])
class NoIter(OnlyIter):
    __iter__ = None

for cls in (OnlyIter, OnlyLen, Full, Unhash, It, Fn, Rev, NoIter, int, str, list, dict):
    print(f'{cls.__name__:9}', [issubclass(cls, a) for a in (Iterable, Iterator, Sized, Container, Hashable, Callable, Reversible, Collection)])
print(isinstance(Full(), Collection), isinstance(OnlyIter(), Collection), isinstance(Unhash(), Hashable))
print(isinstance(iter(It()), Iterator), isinstance(len, Callable), isinstance(Fn(), Callable), callable(Fn()))
