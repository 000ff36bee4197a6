import zlib
data = b''.join(b'line %d of the log file\n' % i for i in range(2000))
co = zlib.compressobj()
parts = [co.compress(data[i:i + 1000]) for i in range(0, len(data), 1000)]
parts.append(co.flush())
blob = b''.join(parts)
print(zlib.decompress(blob) == data, blob[:2].hex())
co = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY)
blob = co.compress(data) + co.flush(zlib.Z_FINISH)
print(zlib.decompress(blob, -15) == data)
co = zlib.compressobj(level=1, wbits=31)
blob = co.compress(data) + co.flush()
print(zlib.decompress(blob, 31) == data)
print(type(co).__name__)
