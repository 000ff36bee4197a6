from functools import singledispatch

@singledispatch
def describe(x):
    return f"object {x!r}"

@describe.register
def _(x: int):
    return f"int {x}"

@describe.register(str)
def _(x):
    return f"str {x!r}"

@describe.register(list)
@describe.register(tuple)
def _(x):
    return f"sequence of {len(x)}"

def for_float(x):
    return f"float {x:.2f}"
describe.register(float, for_float)

@describe.register
def _(x: dict | set):
    return f"container {sorted(x)}"

print(describe(3), describe(True), describe("hi"), describe([1, 2]), describe((1,)))
print(describe(2.5), describe({"b": 1, "a": 2}), describe({3, 1}), describe(None))
print(describe.dispatch(bool) is describe.dispatch(int), describe.dispatch(float) is for_float)
print(sorted(k.__name__ for k in describe.registry))
print(type(describe.registry).__name__, describe.__name__)
print(describe.registry[object].__name__)
try:
    describe.registry[bytes] = None
except TypeError as e:
    print("TypeError", e)
try:
    describe()
except TypeError as e:
    print("TypeError", e)
