from typing import overload, Union, final, no_type_check, get_overloads, get_type_hints, TYPE_CHECKING


@overload
def double(x: int) -> int: ...


@overload
def double(x: str) -> str: ...


def double(x: Union[int, str]) -> Union[int, str]:
    return x * 2


print(double(2), double('ab'), len(get_overloads(double)))


@overload
def lone(x: int) -> int: ...


try:
    lone(1)
except NotImplementedError as e:
    print('NotImplementedError:', e)


@final
class Leaf:
    @final
    def done(self):
        return 'done'


print(Leaf.__final__, Leaf().done(), Leaf.done.__final__)


@no_type_check
def loose(a: 'not a type') -> 'nothing':
    return a


print(loose(3), get_type_hints(loose))
print(TYPE_CHECKING)
if TYPE_CHECKING:
    print('never')
