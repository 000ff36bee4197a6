from contextlib import contextmanager, ExitStack

events = []

@contextmanager
def transaction(name):
    events.append(f"begin {name}")
    try:
        yield name
    except Exception as e:
        events.append(f"rollback {name}: {e}")
        raise
    else:
        events.append(f"commit {name}")
    finally:
        events.append(f"end {name}")

with transaction("t1"):
    events.append("work 1")
try:
    with transaction("t2"):
        raise ValueError("bad data")
except ValueError:
    events.append("handled")

with ExitStack() as stack:
    for n in ("a", "b"):
        stack.enter_context(transaction(n))
    events.append("both open")
for e in events:
    print(e)

@contextmanager
def counter():
    n = [0]
    yield n
    print("final count", n[0])

with counter() as c:
    for _ in range(5):
        c[0] += 1
