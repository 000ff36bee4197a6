import typing
from typing import IO, TextIO, BinaryIO, Pattern, Match, SupportsInt, SupportsFloat, SupportsAbs, SupportsRound, SupportsIndex, Hashable, ContextManager

print(IO, TextIO, BinaryIO, IO[str])
print(isinstance(3, SupportsInt), isinstance('3', SupportsInt), isinstance(3.5, SupportsFloat))
print(isinstance(-2, SupportsAbs), isinstance(2.5, SupportsRound), isinstance(True, SupportsIndex))
print(SupportsAbs[int], Pattern[str], Match[bytes])
print(ContextManager[int])
names = ['Any', 'Callable', 'ClassVar', 'Final', 'ForwardRef', 'Generic', 'Literal', 'Optional',
         'Protocol', 'Tuple', 'Type', 'TypeVar', 'Union', 'NamedTuple', 'TypedDict', 'cast',
         'overload', 'get_type_hints', 'TYPE_CHECKING', 'NewType', 'Annotated', 'ParamSpec',
         'Concatenate', 'TypeAlias', 'Self', 'Never', 'LiteralString', 'assert_never',
         'reveal_type', 'dataclass_transform', 'Text', 'AnyStr', 'Required', 'NotRequired',
         'TypeGuard', 'Unpack', 'TypeVarTuple', 'is_typeddict', 'get_overloads', 'clear_overloads']
print([n for n in names if not hasattr(typing, n)])
print(all(n in typing.__all__ for n in names))
