from typing import Callable, ParamSpec, Concatenate, TypeVar, Awaitable

P = ParamSpec('P')
R = TypeVar('R')
print(P, P.args, P.kwargs, P.__name__)
print(Callable[P, R], Callable[Concatenate[int, P], R])
print(Callable[[int], Awaitable[str]])


def logged(fn: Callable[P, R]) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        print('calling', fn.__name__, args, kwargs)
        return fn(*args, **kwargs)
    return inner


@logged
def add(a: int, b: int = 0) -> int:
    return a + b


print(add(1, b=2))
Handler = Callable[[str, int], bool]
print(Handler, Handler.__args__)
try:
    Callable[int]
except TypeError as e:
    print('TypeError:', e)
try:
    Callable[int, str]
except TypeError as e:
    print('TypeError:', e)
print(Callable[[int, str], bool] == Callable[[int, str], bool])
print(Callable[[], int].__args__, Callable[..., int].__args__)
