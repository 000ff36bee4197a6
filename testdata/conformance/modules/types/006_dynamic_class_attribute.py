import types

class Widget:
    def __init__(self, v):
        self._v = v
    @types.DynamicClassAttribute
    def value(self):
        "The value."
        return self._v
    @value.setter
    def value(self, v):
        self._v = v

w = Widget(3)
print(w.value)
w.value = 5
print(w.value)
try:
    Widget.value
except AttributeError as e:
    print("AttributeError", repr(e))
print(Widget.__dict__["value"].__doc__)
try:
    del w.value
except AttributeError as e:
    print("AttributeError", e)

class Meta(type):
    def __getattr__(cls, name):
        return f"class-level {name}"
class Both(metaclass=Meta):
    @types.DynamicClassAttribute
    def name(self):
        return "instance-level"
print(Both().name, Both.name)

@types.coroutine
def gen():
    yield 1
print(list(gen()))
try:
    types.coroutine(3)
except TypeError as e:
    print("TypeError", e)
