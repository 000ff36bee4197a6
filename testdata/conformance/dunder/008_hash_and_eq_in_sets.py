class Key:
    def __init__(self, name):
        self.name = name
    def __eq__(self, other):
        return isinstance(other, Key) and self.name.lower() == other.name.lower()
    def __hash__(self):
        return hash(self.name.lower())
    def __repr__(self):
        return f"Key({self.name!r})"

keys = [Key("Alpha"), Key("ALPHA"), Key("beta"), Key("alpha")]
unique = []
seen = set()
for k in keys:
    if k not in seen:
        seen.add(k)
        unique.append(k)
print(unique, len(seen))
d = {Key("x"): 1}
d[Key("X")] = 2
print(d)
