a = 1
b = [1, 2, 3, 4]
c = {"k": 1, "j": 2}
del a
try:
    print(a)
except NameError as e:
    print("NameError:", e)
del b[0], c["k"]
print(b, c)
class O:
    pass
o = O()
o.attr = 5
del o.attr
print(hasattr(o, "attr"))
x, y = 1, 2
del x, y
print("x" in dir(), "y" in dir())
def f():
    v = 1
    del v
    try:
        return v
    except UnboundLocalError as e:
        return f"UnboundLocalError: {e}"
print(f())
