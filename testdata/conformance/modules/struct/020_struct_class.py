import struct
s = struct.Struct('<ih')
print(s.format, s.size, type(s).__name__, type(s).__module__)
print(s.pack(1, 2), s.unpack(b'\x01\x00\x00\x00\x02\x00'))
print(s.unpack_from(b'xx\x01\x00\x00\x00\x02\x00', 2), s.unpack_from(b'\x01\x00\x00\x00\x02\x00', offset=0))
buf = bytearray(8)
s.pack_into(buf, 1, -1, -1)
print(buf)
b = struct.Struct(b'>d')
print(b.format, b.size, b.pack(1.5))
for t in [lambda: s.pack(1), lambda: s.unpack(b'ab'), lambda: struct.Struct(1), lambda: struct.Struct(),
          lambda: struct.Struct('i', 'j'), lambda: struct.Struct('z'),
          lambda: s.pack_into(bytearray(6)), lambda: s.pack_into()]:
    try:
        print(t())
    except (struct.error, TypeError, AttributeError) as e:
        print(type(e).__name__, e)
print(struct.Struct(format='<q').size)
print(s == struct.Struct('<ih'))
