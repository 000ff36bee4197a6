import io
class Upper(io.StringIO):
    def write(self, s):
        return super().write(s.upper())
u = Upper()
u.write("abc")
print("def", file=u)
print(repr(u.getvalue()), isinstance(u, io.StringIO))
class Counting(io.BytesIO):
    count = 0
    def write(self, b):
        self.count += 1
        return super().write(b)
c = Counting(b"")
c.write(b"x"); c.write(b"y")
print(c.count, c.getvalue())
