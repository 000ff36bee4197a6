import functools
import operator

def compose(*fns):
    return functools.reduce(lambda f, g: lambda x: g(f(x)), fns)

pipeline = compose(str.strip, str.lower, functools.partial(str.replace, old=" ", new="_") if False else (lambda s: s.replace(" ", "_")))
print(pipeline("  Hello World  "))
print(functools.reduce(operator.mul, range(1, 11)))
print(functools.reduce(operator.add, [[1], [2, 3], [4]], []))
nested = {"a": {"b": {"c": 42}}}
print(functools.reduce(operator.getitem, ["a", "b", "c"], nested))
add = functools.partial(operator.add, 10)
print(list(map(add, [1, 2, 3])))
by_key = functools.partial(sorted, key=lambda kv: (-kv[1], kv[0]))
print(by_key({"x": 2, "y": 3, "z": 2}.items()))

@functools.lru_cache(maxsize=128)
def tokenize(text):
    return tuple(text.split())
for s in ["a b", "c d e", "a b", "a b"]:
    tokenize(s)
print(tokenize.cache_info())

def retry(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a, **kw):
            for attempt in range(1, times + 1):
                try:
                    return fn(*a, **kw)
                except ValueError as e:
                    print(f"attempt {attempt} failed: {e}")
            return None
        return wrapper
    return deco

calls = iter([ValueError("x"), ValueError("y"), "ok"])
@retry(3)
def flaky():
    "A flaky call."
    r = next(calls)
    if isinstance(r, Exception):
        raise r
    return r
print(flaky(), flaky.__name__, flaky.__doc__)
