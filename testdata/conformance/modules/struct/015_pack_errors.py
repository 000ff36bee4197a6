import struct
tests = [lambda: struct.pack('i'), lambda: struct.pack('i', 1, 2), lambda: struct.pack('2i', 1),
         lambda: struct.pack(), lambda: struct.pack(1, 2), lambda: struct.pack('3s'),
         lambda: struct.pack('i', 1, x=2)]
for t in tests:
    try:
        print(t())
    except (struct.error, TypeError) as e:
        print(type(e).__name__, e)
s = struct.Struct('i')
for f in [lambda: s.pack(1, x=1), lambda: s.pack_into(1, x=1), lambda: struct.pack_into('i', x=1), lambda: s.unpack(),
          lambda: s.unpack(b'', x=1), lambda: s.iter_unpack(), lambda: struct.iter_unpack('i', x=1),
          lambda: struct.unpack('i', x=1), lambda: struct.calcsize(), lambda: struct.calcsize('i', 'h')]:
    try:
        f()
    except TypeError as e:
        print(e)
