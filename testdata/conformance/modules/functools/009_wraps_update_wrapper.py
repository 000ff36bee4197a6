import functools

def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print("calling", fn.__name__, args, kwargs)
        return fn(*args, **kwargs)
    return wrapper

@logged
def add(a: int, b: int = 0) -> int:
    """Add two numbers."""
    return a + b

print(add(1, b=2))
print(add.__name__, add.__qualname__, add.__doc__, add.__module__)
print(add.__annotations__)
print(add.__wrapped__(5, 6))
print(functools.WRAPPER_ASSIGNMENTS)
print(functools.WRAPPER_UPDATES)

def plain():
    pass
plain.custom = "attr"

def wrapper2():
    pass
res = functools.update_wrapper(wrapper2, plain)
print(res is wrapper2, wrapper2.__name__, wrapper2.custom, wrapper2.__wrapped__ is plain)

def w3():
    pass
functools.update_wrapper(w3, plain, assigned=("__doc__",), updated=())
print(w3.__name__, hasattr(w3, "custom"), w3.__wrapped__ is plain)

class Callable:
    def __call__(self):
        return 1
c = Callable()
def w4():
    pass
functools.update_wrapper(w4, c)
print(w4.__name__, w4.__wrapped__ is c)

def deco_with_args(tag):
    def deco(fn):
        @functools.wraps(fn)
        def inner(*a):
            return f"<{tag}>{fn(*a)}</{tag}>"
        return inner
    return deco

@deco_with_args("b")
@deco_with_args("i")
def text(s):
    "Return s."
    return s
print(text("hi"), text.__name__, text.__doc__, text.__wrapped__.__wrapped__("raw"))
