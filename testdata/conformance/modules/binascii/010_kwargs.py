import binascii
print(binascii.b2a_base64(b'x', newline=False))
print(binascii.a2b_base64(b'eA==', strict_mode=True))
print(binascii.hexlify(data=b'ab', sep='|'))
for call in [lambda: binascii.b2a_base64(data=b'x'), lambda: binascii.a2b_base64(b'', False),
             lambda: binascii.b2a_base64(b'x', foo=1), lambda: binascii.unhexlify(hexstr='00'),
             lambda: binascii.crc32()]:
    try:
        print(call())
    except TypeError as e:
        print('TypeError', e)
tests = [lambda: binascii.unhexlify(), lambda: binascii.unhexlify(1, 2), lambda: binascii.hexlify(),
         lambda: binascii.hexlify(b'', 1, 2, 3), lambda: binascii.crc32(b'', 1, 2), lambda: binascii.crc32(data=b''),
         lambda: binascii.crc_hqx(b''), lambda: binascii.a2b_base64(b'', strict_mode=1, x=2),
         lambda: binascii.hexlify(b'', bytes_per_sep=2, sepp=1), lambda: binascii.b2a_uu(b'', 1),
         lambda: binascii.a2b_base64(b'', 1), lambda: binascii.a2b_base64(strict_mode=1),
         lambda: binascii.b2a_base64(b'', newline=1, x=2, y=3), lambda: binascii.hexlify(b'', data=1),
         lambda: binascii.b2a_base64(b'x', data=1)]
for t in tests:
    try:
        t()
    except TypeError as e:
        print(e)
