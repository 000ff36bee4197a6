import struct
print(struct.pack('5s', b'abc'), struct.pack('2s', b'abcdef'), struct.pack('s', b'xyz'), struct.pack('0s', b'abc'))
print(struct.pack('5p', b'abc'), struct.pack('3p', b'abcdef'), struct.pack('p', b'abc'), struct.pack('0p', b'abc'))
print(struct.pack('4s', bytearray(b'hi')))
print(struct.unpack('5s', b'abc\x00\x00'), struct.unpack('5p', b'\x03abc\x00'), struct.unpack('3p', b'\x05ab'))
print(struct.unpack('0s', b''), struct.unpack('2s2s', b'abcd'))
p = struct.pack('300p', b'a' * 300)
print(p[0], len(p), struct.unpack('300p', p)[0] == b'a' * 255)
for args in [('s', 'text'), ('p', 1), ('c', b'ab'), ('c', 'a'), ('c', 1), ('c', bytearray(b'a'))]:
    try:
        struct.pack(*args)
    except struct.error as e:
        print(args, 'error:', e)
print(struct.pack('c', b'\x00'), struct.pack('3c', b'a', b'b', b'c'))
