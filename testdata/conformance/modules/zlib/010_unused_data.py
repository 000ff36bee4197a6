import zlib
z = b'x\x9c\x0b\xc9HU(,\xcdL\xceVH*\xca/\xcfSH\xcb\xafP\xc8*\xcd-(V\xc8/K-R(\x01J\xe7$VU*\xa4\xe4\xa7\xeb)\x84\x0cA\xc5\x00\xd2\x8cP\xc4'
d = zlib.decompressobj()
out = d.decompress(z + b'EXTRA')
print(out[:20], d.eof, d.unused_data, d.unconsumed_tail)
print(d.decompress(b'more'), d.unused_data)
d = zlib.decompressobj()
print(d.eof, d.unused_data, d.decompress(z[:10]) == b'' or True, d.eof)
print(len(d.decompress(z[10:])), d.eof)
