import inspect
def f(a, b=2, *args, c, d=4, **kw): pass
s = inspect.signature(f)
ba = s.bind(1, 2, 3, c=5, z=9)
print(ba, ba.args, ba.kwargs, dict(ba.arguments))
ba.apply_defaults()
print(ba.arguments)
p = s.bind_partial(c=1)
print(p, p.args, p.kwargs)
def g(x, /, y): pass
for args, kw in [((), {}), ((1, 2, 3), {}), ((1,), {"x": 1, "y": 2}), ((1,), {"y": 2, "q": 3})]:
    try:
        print(inspect.signature(g).bind(*args, **kw))
    except TypeError as e:
        print("TypeError:", e)
try:
    s.bind(1)
except TypeError as e:
    print("TypeError:", e)
try:
    s.bind(1, a=1, c=1)
except TypeError as e:
    print("TypeError:", e)
