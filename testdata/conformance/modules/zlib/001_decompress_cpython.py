import zlib
# Streams compressed by CPython's zlib.
z = b'x\x9c\x0b\xc9HU(,\xcdL\xceVH*\xca/\xcfSH\xcb\xafP\xc8*\xcd-(V\xc8/K-R(\x01J\xe7$VU*\xa4\xe4\xa7\xeb)\x84\x0cA\xc5\x00\xd2\x8cP\xc4'
print(zlib.decompress(z))
g = b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03KLJ\x06\x00\xc2A$5\x03\x00\x00\x00'
print(zlib.decompress(g, 31), zlib.decompress(g, 47), zlib.decompress(g, zlib.MAX_WBITS | 16))
r = b'+J,WHIM\xcbI,IUHI,I\x04\x00'
print(zlib.decompress(r, -15), zlib.decompress(r, -zlib.MAX_WBITS))
print(zlib.decompress(z, 0), zlib.decompress(z, 47), zlib.decompress(bytearray(z)))
print(zlib.decompress(z + b'trailing garbage')[:9])
