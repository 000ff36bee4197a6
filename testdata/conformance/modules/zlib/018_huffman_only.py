import zlib
data = b'aaaaabbbbbcccccddddd' * 100
for strategy in (zlib.Z_DEFAULT_STRATEGY, zlib.Z_FILTERED, zlib.Z_HUFFMAN_ONLY, zlib.Z_RLE, zlib.Z_FIXED):
    co = zlib.compressobj(6, zlib.DEFLATED, 15, 8, strategy)
    blob = co.compress(data) + co.flush()
    print(strategy, zlib.decompress(blob) == data)
