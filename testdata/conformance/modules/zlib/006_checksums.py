import zlib
print(zlib.crc32(b''), zlib.crc32(b'hello'), zlib.crc32(b'hello', 1), zlib.crc32(bytearray(b'abc')))
print(zlib.adler32(b''), zlib.adler32(b'hello'), zlib.adler32(b'world', zlib.adler32(b'hello ')))
print(zlib.adler32(b'x' * 10000, 12345), zlib.adler32(b'abc', -1), zlib.crc32(b'abc', -1))
print(zlib.adler32(bytes(range(256)) * 100))
crc = 0
for chunk in (b'a', b'bc', b'def'):
    crc = zlib.crc32(chunk, crc)
print(crc == zlib.crc32(b'abcdef'))
for t in [lambda: zlib.crc32(), lambda: zlib.crc32('text'), lambda: zlib.adler32(b'', 1, 2), lambda: zlib.crc32(data=b'')]:
    try:
        t()
    except TypeError as e:
        print('TypeError', e)
