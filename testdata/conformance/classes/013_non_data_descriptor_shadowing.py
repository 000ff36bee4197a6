class Lazy:
    def __init__(self, fn):
        self.fn = fn
        self.name = fn.__name__
    def __get__(self, obj, cls):
        if obj is None:
            return self
        print(f"computing {self.name}")
        value = self.fn(obj)
        obj.__dict__[self.name] = value
        return value

class Report:
    def __init__(self, rows):
        self.rows = rows
    @Lazy
    def total(self):
        return sum(self.rows)

r = Report([1, 2, 3])
print(r.total)
print(r.total)
r.rows.append(10)
print(r.total, "(cached)")
del r.total
print(r.total)
