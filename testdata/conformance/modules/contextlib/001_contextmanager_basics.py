from contextlib import contextmanager

@contextmanager
def tag(name):
    """Wrap output in a tag."""
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")

with tag("p") as t:
    print("body", t)
print(tag.__name__, tag.__doc__)

with tag("outer"):
    with tag("inner"):
        print("nested")

try:
    with tag("err"):
        raise ValueError("inside")
except ValueError as e:
    print("propagated", e)

@contextmanager
def swallow():
    try:
        yield
    except KeyError as e:
        print("swallowed", repr(e))

with swallow():
    raise KeyError("k")
print("after swallow")
try:
    with swallow():
        raise IndexError("i")
except IndexError as e:
    print("not swallowed", e)

@contextmanager
def resource(log):
    log.append("acquire")
    yield log
    log.append("release")

log = []
with resource(log) as r:
    r.append("use")
print(log)
cm = resource([])
print(type(cm).__name__, hasattr(cm, "__enter__"), hasattr(cm, "__exit__"))
