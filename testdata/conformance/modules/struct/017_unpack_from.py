import struct
data = bytes(range(16))
print(struct.unpack_from('<I', data))
print(struct.unpack_from('<I', data, 4))
print(struct.unpack_from('<I', data, offset=12))
print(struct.unpack_from('<I', buffer=data, offset=-4))
print(struct.unpack_from('<2H', data, 3))
tests = [lambda: struct.unpack_from('i', b'abc'), lambda: struct.unpack_from('i', b'abcdefg', 5),
         lambda: struct.unpack_from('i', b'abcdefg', 9), lambda: struct.unpack_from('i', b'abcdefg', -9),
         lambda: struct.unpack_from('i'), lambda: struct.unpack_from('i', b'abcd', '0'),
         lambda: struct.unpack_from('i', b'abcd', 0, 1)]
for t in tests:
    try:
        print(t())
    except (struct.error, TypeError) as e:
        print(type(e).__name__, e)
