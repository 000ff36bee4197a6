from typing import TypeVar, Generic, List, Dict

T = TypeVar('T')
S = TypeVar('S')
try:
    Generic[int]
except TypeError as e:
    print('TypeError:', e)
try:
    Generic[T, T]
except TypeError as e:
    print('TypeError:', e)
try:
    class Bad(Generic):
        pass
except TypeError as e:
    print('TypeError:', e)
try:
    Generic()
except TypeError as e:
    print('TypeError:', e)


class Box(Generic[T]):
    pass


try:
    Box[int, str]
except TypeError as e:
    print('TypeError:', e)
try:
    Box[int][str]
except TypeError as e:
    print('TypeError:', e)
try:
    List[int][str]
except TypeError as e:
    print('TypeError:', e)
try:
    Dict[str]
except TypeError as e:
    print('TypeError:', e)
try:
    class Two(Generic[T], Generic[S]):
        pass
except TypeError as e:
    print('TypeError:', e)
try:
    class Missing(List[T], Generic[S]):
        pass
except TypeError as e:
    print('TypeError:', e)
try:
    isinstance([], List[int])
except TypeError as e:
    print('TypeError:', e)
try:
    issubclass(list, Dict[str, int])
except TypeError as e:
    print('TypeError:', e)


class Plain:
    pass


try:
    print(Plain[int])
except TypeError as e:
    print('TypeError:', e)
