from functools import singledispatch
from collections.abc import Mapping, Sequence, Iterable
from collections import OrderedDict

@singledispatch
def flatten(obj):
    return [obj]

@flatten.register
def _(obj: Mapping):
    out = []
    for k in sorted(obj):
        out.extend(flatten(obj[k]))
    return out

@flatten.register(Sequence)
def _(obj):
    out = []
    for item in obj:
        out.extend(flatten(item))
    return out

@flatten.register
def _(obj: str):
    return [obj]

print(flatten([1, (2, 3), {"b": [4], "a": "xy"}, OrderedDict(z=5)]))
print(flatten(range(3)), flatten(7), flatten("abc"))
print(flatten.dispatch(list).__name__, flatten.dispatch(dict) is flatten.dispatch(OrderedDict))

@singledispatch
def kind(x):
    return "object"
@kind.register
def _(x: Iterable):
    return "iterable"
@kind.register
def _(x: int):
    return "int"
print(kind(3), kind([1]), kind({1}), kind(iter([])), kind(3.5), kind(True))
