class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __le__(self, o):
        return self.parts <= o.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))

vs = [Version(s) for s in ["1.10", "1.2", "1.2.1", "0.9", "1.2"]]
print(sorted(vs))
print(max(vs), min(vs))
print(Version("2.0") > Version("1.9"), Version("1.0") >= Version("1.0"))
print(Version("1.2") == Version("1.2"), Version("1.2") != Version("1.3"))
print(Version("3") in vs, vs.index(Version("1.2")))
