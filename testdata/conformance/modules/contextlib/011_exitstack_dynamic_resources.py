from contextlib import ExitStack, closing

class Conn:
    opened = []
    def __init__(self, name, fail=False):
        self.name = name
        self.fail = fail
    def __enter__(self):
        if self.fail:
            raise ConnectionError(f"cannot open {self.name}")
        Conn.opened.append(self.name)
        return self
    def __exit__(self, *exc):
        Conn.opened.remove(self.name)
        print("closed", self.name)
        return False

names = ["db", "cache", "queue"]
with ExitStack() as stack:
    conns = [stack.enter_context(Conn(n)) for n in names]
    print("open:", Conn.opened)
print("after:", Conn.opened)

try:
    with ExitStack() as stack:
        for n, fail in [("a", False), ("b", False), ("c", True)]:
            stack.enter_context(Conn(n, fail))
except ConnectionError as e:
    print("ConnectionError", e, Conn.opened)

def open_all(specs):
    with ExitStack() as stack:
        conns = [stack.enter_context(Conn(n)) for n in specs]
        keep = stack.pop_all()
    return conns, keep
conns, keep = open_all(["x", "y"])
print("still open:", Conn.opened)
with keep:
    print("using", [c.name for c in conns])
print("finally:", Conn.opened)

class Closer:
    def close(self):
        print("Closer.close")
with ExitStack() as stack:
    stack.enter_context(closing(Closer()))
    stack.callback(print, "callback first registered, runs last")
