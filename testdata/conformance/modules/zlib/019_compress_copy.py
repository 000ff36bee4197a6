import zlib
for wb in (15, -15, 31):
    co = zlib.compressobj(6, zlib.DEFLATED, wb)
    head = co.compress(b'common prefix ' * 50) + co.flush(zlib.Z_SYNC_FLUSH) + co.compress(b'more')
    c2 = co.copy()
    a = head + co.compress(b' ending A') + co.flush()
    b = head + c2.compress(b' ending B' * 3) + c2.flush()
    print(wb, zlib.decompress(a, wb)[-12:], zlib.decompress(b, wb)[-12:])
    try: co.copy()
    except ValueError as e: print('ValueError', e)
