import struct
it = struct.iter_unpack('<h', b'abcdef')
print(type(it).__name__, it.__length_hint__())
print(next(it), it.__length_hint__())
print(list(it), it.__length_hint__())
print(list(struct.iter_unpack('<hb', bytes(range(9)))))
print(list(struct.iter_unpack('i', b'')))
for args in [('i', b'abcde'), ('', b''), ('i', 'abcd')]:
    try:
        struct.iter_unpack(*args)
    except (struct.error, TypeError) as e:
        print(type(e).__name__, e)
s = struct.Struct('>H')
print([x for (x,) in s.iter_unpack(b'\x00\x01\x00\x02\xff\xff')])
