from contextlib import contextmanager

@contextmanager
def broken():
    return
    yield

with broken():
    print("never")
