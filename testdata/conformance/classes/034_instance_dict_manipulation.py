class Record:
    def __init__(self, **fields):
        self.__dict__.update(fields)
    def __repr__(self):
        inner = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        return f"Record({inner})"

r = Record(id=1, name="x")
print(r, r.id)
r.__dict__["extra"] = True
print(r.extra, vars(r) is r.__dict__)
setattr(r, "dynamic", [1])
print(getattr(r, "dynamic"), r)
delattr(r, "name")
print(r, hasattr(r, "name"))
