class Meters(int):
    def __repr__(self):
        return f"Meters({int(self)})"
    def __add__(self, other):
        return Meters(int(self) + int(other))

m = Meters(5) + Meters(7)
print(m, repr(m), m * 2, type(m * 2).__name__, type(m).__name__)
print(Meters(3) == 3, isinstance(m, int), hash(Meters(3)) == hash(3))

class Upper(str):
    def __new__(cls, value):
        return super().__new__(cls, value.upper())
    def shout(self):
        return self + "!"

u = Upper("quiet")
print(u, len(u), u.shout(), type(u.shout()).__name__, u.lower(), isinstance(u, str))
