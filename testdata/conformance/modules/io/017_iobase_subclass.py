import io
class Src(io.RawIOBase):
    def __init__(self, data):
        self.data = data
        self.pos = 0
    def readable(self):
        return True
    def readinto(self, b):
        chunk = self.data[self.pos:self.pos + len(b)]
        b[:len(chunk)] = chunk
        self.pos += len(chunk)
        return len(chunk)
s = Src(b"hello\nworld\n")
print(s.read(3), s.readline(), s.read())
class Lines(io.IOBase):
    def __init__(self):
        self.items = ["x\n", "y\n"]
    def readline(self, size=-1):
        return self.items.pop(0) if self.items else ""
print(list(Lines()))
l = Lines()
print(l.closed)
l.close()
print(l.closed)
