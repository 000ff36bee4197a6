import struct
class Header(struct.Struct):
    def __init__(self):
        super().__init__('<4sHI')
    def parse(self, data):
        magic, version, length = self.unpack(data)
        return {'magic': magic, 'version': version, 'length': length}
h = Header()
raw = h.pack(b'PYEX', 3, 1024)
print(raw, h.size, h.format)
print(h.parse(raw))
print(isinstance(h, struct.Struct), type(h).__name__)
class Point(struct.Struct):
    pass
p = Point('<ff')
print(p.pack(1.0, 2.0), p.unpack(p.pack(0.5, -0.25)))
