import zlib
z = b'x\x9c\x0b\xc9HU(,\xcdL\xceVH*\xca/\xcfSH\xcb\xafP\xc8*\xcd-(V\xc8/K-R(\x01J\xe7$VU*\xa4\xe4\xa7\xeb)\x84\x0cA\xc5\x00\xd2\x8cP\xc4'
d = zlib.decompressobj()
chunks = [d.decompress(z, 20)]
while d.unconsumed_tail:
    chunks.append(d.decompress(d.unconsumed_tail, 20))
chunks.append(d.flush())
print([len(c) <= 20 for c in chunks[:-1]].count(False), b''.join(chunks)[:30], d.eof)
print(len(b''.join(chunks)))
d = zlib.decompressobj()
first = d.decompress(z, 10)
print(first, d.unconsumed_tail != b'')
rest = d.flush()
print(len(first + rest), d.eof)
for t in [lambda: zlib.decompressobj().decompress(z, -1), lambda: zlib.decompressobj().flush(0)]:
    try:
        t()
    except ValueError as e:
        print('ValueError', e)
