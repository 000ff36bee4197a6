class suppress:
    def __init__(self, *exceptions):
        self.exceptions = exceptions
        self.caught = None
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et is not None and issubclass(et, self.exceptions):
            self.caught = ev
            return True
        return False

with suppress(KeyError) as s:
    {}["missing"]
print("suppressed:", repr(s.caught))
with suppress(ValueError, TypeError) as s:
    print("no error")
print("caught:", s.caught)
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print("not suppressed:", e)
