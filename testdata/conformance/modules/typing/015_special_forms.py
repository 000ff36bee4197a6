from typing import (Any, NoReturn, Never, Self, LiteralString, TypeAlias, ClassVar, Final,
                    Union, Optional, Literal, TypeGuard, assert_never, assert_type, reveal_type)
import typing

print(NoReturn, Never, Self, LiteralString, TypeAlias, TypeGuard[int])
for form in (Union, Optional, ClassVar, Final, Literal, NoReturn):
    try:
        form()
    except TypeError as e:
        print('TypeError:', e)
for form in (NoReturn, Self, Never):
    try:
        form[int]
    except TypeError as e:
        print('TypeError:', e)
try:
    isinstance(1, Union)
except TypeError as e:
    print('TypeError:', e)
try:
    class X(Union):
        pass
except TypeError as e:
    print('TypeError:', e)
try:
    Any()
except TypeError as e:
    print('TypeError:', e)
try:
    isinstance(1, Any)
except TypeError as e:
    print('TypeError:', e)


class Sub(Any):
    pass


print(Sub.__mro__[1], isinstance(Sub(), Any.__class__))
print(assert_type(3, int))
try:
    assert_never('oops')
except AssertionError as e:
    print('AssertionError:', e)
Vector: TypeAlias = list
print(Vector, typing.Text, typing.AnyStr)
