import zlib
z = b'x\x9c\x0b\xc9HU(,\xcdL\xceVH*\xca/\xcfSH\xcb\xafP\xc8*\xcd-(V\xc8/K-R(\x01J\xe7$VU*\xa4\xe4\xa7\xeb)\x84\x0cA\xc5\x00\xd2\x8cP\xc4'
tests = [lambda: zlib.decompress(b'garbage'), lambda: zlib.decompress(z[:-3]), lambda: zlib.decompress(z[:5]),
         lambda: zlib.decompress(z[:-1] + b'\x00'), lambda: zlib.decompress(b''), lambda: zlib.decompress(z, wbits=8),
         lambda: zlib.decompress(z, wbits=-15), lambda: zlib.decompress(z, 9), lambda: zlib.decompress(z, 31),
         lambda: zlib.decompress(b'\x78\x9c\xff\xff'), lambda: zlib.decompress(b'\x78\x9c\x07\x00'),
         lambda: zlib.decompress(b'\x78\x9c\x00\x01\x00\x00\x00'), lambda: zlib.decompress(b'\x79\x9c'),
         lambda: zlib.compress(b'x', 10), lambda: zlib.compress(b'x', -2), lambda: zlib.compress(b'x', wbits=16),
         lambda: zlib.decompress(z, bufsize=-1)]
for t in tests:
    try:
        t()
    except (zlib.error, ValueError) as e:
        print(type(e).__name__, e)
