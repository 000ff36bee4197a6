def f(a, b=1, *args, c, **kw):
    x = 1
    return x
print(f.__code__.co_argcount, f.__code__.co_kwonlyargcount, f.__code__.co_name, f.__code__.co_flags & 0x0c)
print(f.__code__ is f.__code__, type(f.__code__).__name__)
async def g(): pass
print(bool(g.__code__.co_flags & 0x80), bool(g.__code__.co_flags & 0x100))
print(__file__.endswith(".py"), sorted(k for k in globals() if k.startswith("__")))
