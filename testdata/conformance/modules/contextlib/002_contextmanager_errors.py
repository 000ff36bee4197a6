from contextlib import contextmanager

@contextmanager
def no_yield():
    if False:
        yield

try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)

@contextmanager
def two_yields():
    yield 1
    yield 2

try:
    with two_yields():
        pass
except RuntimeError as e:
    print("RuntimeError", e)

@contextmanager
def keeps_going():
    try:
        yield
    except ValueError:
        yield

try:
    with keeps_going():
        raise ValueError
except RuntimeError as e:
    print("RuntimeError", e)

@contextmanager
def converts():
    try:
        yield
    except ValueError as e:
        raise TypeError("converted") from e

try:
    with converts():
        raise ValueError("orig")
except TypeError as e:
    print("TypeError", e, "cause:", repr(e.__cause__))

@contextmanager
def plain():
    yield

try:
    with plain():
        raise StopIteration("stop")
except StopIteration as e:
    print("StopIteration", e)

try:
    with plain():
        raise RuntimeError("rt")
except RuntimeError as e:
    print("RuntimeError", e)

# one-shot: entering twice fails
cm = plain()
with cm:
    pass
try:
    with cm:
        pass
except (RuntimeError, AttributeError) as e:
    print(type(e).__name__)
