import struct
records = [(1, b'alice', 3.5, True), (2, b'bob', -1.25, False), (300, b'charlotte', 1e10, True)]
fmt = '<I10sd?'
size = struct.calcsize(fmt)
blob = b''.join(struct.pack(fmt, *r) for r in records)
print(size, len(blob))
for rec in struct.iter_unpack(fmt, blob):
    ident, name, score, flag = rec
    print(ident, name.rstrip(b'\x00').decode(), score, flag)
count = len(blob) // size
print(count, struct.unpack_from(fmt, blob, size * 2)[1])
