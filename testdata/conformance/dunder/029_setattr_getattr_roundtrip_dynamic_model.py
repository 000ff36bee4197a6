class Model:
    fields = ("id", "name", "email")
    def __init__(self, **kw):
        for f in self.fields:
            setattr(self, f, kw.get(f))
        unknown = set(kw) - set(self.fields)
        if unknown:
            raise TypeError(f"unknown fields: {sorted(unknown)}")
    def as_tuple(self):
        return tuple(getattr(self, f) for f in self.fields)

m = Model(id=1, name="ann")
print(m.as_tuple())
try:
    Model(id=2, phone="x", age=3)
except TypeError as e:
    print("TypeError:", e)
print([f for f in Model.fields if getattr(m, f) is None])
