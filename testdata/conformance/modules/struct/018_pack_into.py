import struct
buf = bytearray(12)
struct.pack_into('<I', buf, 0, 0xdeadbeef)
struct.pack_into('<H', buf, 4, 513)
struct.pack_into('>i', buf, -4, -2)
print(buf)
b = bytearray(b'\xff' * 8)
struct.pack_into('bxh', b, 0, 1, 2)
print(b)
tests = [lambda: struct.pack_into('i', bytearray(6), 4, 1), lambda: struct.pack_into('i', bytearray(6), 7, 1),
         lambda: struct.pack_into('i', bytearray(6), -2, 1), lambda: struct.pack_into('i', bytearray(6), -9, 1),
         lambda: struct.pack_into('i', b'abcdef', 0, 1), lambda: struct.pack_into('i'),
         lambda: struct.pack_into('i', bytearray(4)), lambda: struct.pack_into('i', bytearray(4), 0),
         lambda: struct.pack_into('i', bytearray(4), '0', 1), lambda: struct.pack_into('i', [0] * 4, 0, 1)]
for t in tests:
    try:
        print(t())
    except (struct.error, TypeError) as e:
        print(type(e).__name__, e)
