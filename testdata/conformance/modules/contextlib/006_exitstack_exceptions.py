from contextlib import ExitStack

def suppressor(exc_type, exc, tb):
    print("suppressor sees", exc_type.__name__ if exc_type else None)
    return True

def watcher(exc_type, exc, tb):
    print("watcher sees", exc_type.__name__ if exc_type else None)
    return False

with ExitStack() as stack:
    stack.push(watcher)
    stack.push(suppressor)
    raise ValueError("swallowed")
print("continued")

def raiser(exc_type, exc, tb):
    raise KeyError("from callback")

try:
    with ExitStack() as stack:
        stack.push(watcher)
        stack.push(raiser)
        raise ValueError("original")
except KeyError as e:
    print("KeyError", e, "context:", repr(e.__context__))

try:
    with ExitStack() as stack:
        stack.callback(print, "cleanup ran")
        raise IndexError("i")
except IndexError as e:
    print("IndexError", e)

# exceptions from two callbacks chain
def r1(*a):
    raise ValueError("first")
def r2(*a):
    raise TypeError("second")
try:
    with ExitStack() as stack:
        stack.push(r1)
        stack.push(r2)
except ValueError as e:
    print("ValueError", e, "context:", repr(e.__context__))

print(ExitStack().__exit__(None, None, None))
st = ExitStack()
st.push(suppressor)
print(st.__exit__(ValueError, ValueError("v"), None))
