import struct
tests = [lambda: struct.unpack('i', b'abc'), lambda: struct.unpack('i', b'abcde'), lambda: struct.unpack('i', 'abcd'),
         lambda: struct.unpack('i', [1, 2, 3, 4]), lambda: struct.unpack(), lambda: struct.unpack('i'),
         lambda: struct.unpack('2h', b'')]
for t in tests:
    try:
        print(t())
    except (struct.error, TypeError) as e:
        print(type(e).__name__, e)
