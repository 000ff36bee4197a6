import zlib
names = ['MAX_WBITS', 'DEFLATED', 'DEF_MEM_LEVEL', 'DEF_BUF_SIZE', 'Z_NO_COMPRESSION', 'Z_BEST_SPEED', 'Z_BEST_COMPRESSION',
         'Z_DEFAULT_COMPRESSION', 'Z_FILTERED', 'Z_HUFFMAN_ONLY', 'Z_RLE', 'Z_FIXED', 'Z_DEFAULT_STRATEGY', 'Z_NO_FLUSH',
         'Z_PARTIAL_FLUSH', 'Z_SYNC_FLUSH', 'Z_FULL_FLUSH', 'Z_FINISH', 'Z_BLOCK', 'Z_TREES']
for n in names:
    print(n, getattr(zlib, n))
print(sorted(x for x in dir(zlib) if not x.startswith('_')))
print(zlib.error.__mro__)
print(type(zlib.compressobj()).__name__, type(zlib.decompressobj()).__name__)
print(isinstance(zlib.ZLIB_VERSION, str))
