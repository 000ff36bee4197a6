from typing import (Any, Callable, Dict, List, Optional, Protocol, TypedDict, NamedTuple,
                    Union, get_type_hints, runtime_checkable, Literal)


class ToolSpec(TypedDict):
    name: str
    params: Dict[str, str]


class Result(NamedTuple):
    ok: bool
    value: Any = None
    error: Optional[str] = None


@runtime_checkable
class Tool(Protocol):
    name: str

    def run(self, **kwargs: Any) -> Result: ...


def describe(fn: Callable[..., Any]) -> ToolSpec:
    hints = get_type_hints(fn)
    hints.pop('return', None)
    return ToolSpec(name=fn.__name__, params={k: getattr(v, '__name__', repr(v)) for k, v in hints.items()})


def add(a: int, b: int = 0) -> int:
    return a + b


def greet(name: str, punct: Literal['!', '?'] = '!') -> str:
    return 'hi ' + name + punct


class Adder:
    name = 'adder'

    def run(self, **kwargs: Any) -> Result:
        try:
            return Result(True, add(**kwargs))
        except TypeError as e:
            return Result(False, error=str(e))


registry: Dict[str, Union[Callable[..., Any], Tool]] = {'add': add, 'greet': greet, 'adder': Adder()}
print([describe(f) for f in (add, greet)])
for key, args in [('add', {'a': 1, 'b': 2}), ('greet', {'name': 'bo'}), ('adder', {'a': 5}),
                  ('adder', {'x': 1})]:
    tool = registry[key]
    if isinstance(tool, Tool):
        print(key, tool.run(**args))
    else:
        print(key, Result(True, tool(**args)))
print(isinstance(add, Tool), Result._fields, Result(False))
