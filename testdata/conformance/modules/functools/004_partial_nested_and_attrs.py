from functools import partial

def f(*args, **kw):
    return args, kw

p1 = partial(f, 1, a=1)
p2 = partial(p1, 2, b=2)
print(p2.func is f, p2.args, p2.keywords)
print(p2(3, c=3))
p3 = partial(p2, a=10)
print(p3.func is f, p3.args, p3.keywords, p3())
print(repr(partial(partial(max, 1), 2)))

# keywords given at call time win
print(p1(a=99))

# attributes
p1.note = "hi"
print(p1.note, p1.__dict__)
try:
    p1.func = print
except AttributeError as e:
    print("AttributeError", e)
try:
    p1.args = ()
except AttributeError as e:
    print("AttributeError", e)
try:
    p1.missing
except AttributeError as e:
    print("AttributeError", e)

# a partial with its own __dict__ is not flattened
p4 = partial(p1, 5)
print(p4.func is p1, p4.args)

# errors
for bad in [(), (1,), ("x", 1)]:
    try:
        partial(*bad)
    except TypeError as e:
        print("TypeError", e)

# partial keeps its keywords dict
p5 = partial(f, x=1)
p5.keywords["y"] = 2
print(p5())
