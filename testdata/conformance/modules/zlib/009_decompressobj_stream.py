import zlib
data = bytes(range(256)) * 40
for wb in (15, -15, 31):
    co = zlib.compressobj(6, zlib.DEFLATED, wb)
    blob = co.compress(data) + co.flush()
    d = zlib.decompressobj(wb)
    out = b''.join(d.decompress(blob[i:i + 333]) for i in range(0, len(blob), 333)) + d.flush()
    print(wb, out == data, d.eof, d.unused_data, d.unconsumed_tail)
d = zlib.decompressobj(47)
g = b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03KLJ\x06\x00\xc2A$5\x03\x00\x00\x00'
print(d.decompress(g), d.eof)
