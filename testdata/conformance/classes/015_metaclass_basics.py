class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns["created_by"] = mcls.__name__
        ns.setdefault("fields", tuple(k for k in ns if not k.startswith("_")))
        return super().__new__(mcls, name, bases, ns)
    def __call__(cls, *args):
        print(f"Meta.__call__ for {cls.__name__}{args}")
        return super().__call__(*args)

class Model(metaclass=Meta):
    a = 1
    b = 2
    def __init__(self, v):
        self.v = v

m = Model(5)
print(m.v, Model.created_by, Model.fields)
print(type(Model).__name__, type(m).__name__, isinstance(Model, Meta))
class Child(Model):
    c = 3
print(type(Child).__name__, Child.fields, Child(1).v)
