def add_repr(cls):
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{cls.__name__}({fields})"
    cls.__repr__ = __repr__
    return cls

def count_instances(cls):
    original = cls.__init__
    cls.instances = 0
    def __init__(self, *a, **k):
        cls.instances += 1
        original(self, *a, **k)
    cls.__init__ = __init__
    return cls

@add_repr
@count_instances
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

print(Point(1, 2))
print(Point("a", None))
print("instances:", Point.instances)
print(Point.__name__, Point.__init__.__name__)
