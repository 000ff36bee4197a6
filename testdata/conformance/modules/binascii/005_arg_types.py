import binascii
for f in [binascii.b2a_base64, binascii.hexlify, binascii.b2a_uu, binascii.crc32]:
    for arg in ['text', 5, None, [1, 2]]:
        try:
            f(arg)
        except TypeError as e:
            print(f.__name__, type(arg).__name__, e)
for f in [binascii.a2b_base64, binascii.unhexlify, binascii.a2b_uu]:
    for arg in [5, None, 'ñ']:
        try:
            f(arg)
        except (TypeError, ValueError) as e:
            print(f.__name__, type(e).__name__, e)
