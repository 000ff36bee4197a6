import weakref
for obj in [1, 2.0, "s", b"b", (1,), [1], {}, None, True, 1j, bytearray()]:
    try:
        weakref.ref(obj)
        print("ok", type(obj).__name__)
    except TypeError as e:
        print(e)
class MyInt(int): pass
class MyList(list): pass
class Slotted:
    __slots__ = ("a",)
class SlottedWeak:
    __slots__ = ("a", "__weakref__")
for cls in (MyInt, MyList, Slotted, SlottedWeak, set, frozenset):
    try:
        obj = cls()
        weakref.ref(obj)
        print("ok", cls.__name__)
    except TypeError as e:
        print(e)
def f(): pass
print(weakref.ref(f)() is f, weakref.ref(len)() is len, weakref.ref(int)() is int)
