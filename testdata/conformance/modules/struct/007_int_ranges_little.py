import struct
values = [255, 256, -1, -129, 65536, -32769, 2**31, -2**31 - 1, 2**32, 2**63, -2**63 - 1, 2**64]
for order in '<=':
    for code in 'bBhHiIlLqQ':
        for v in values:
            try:
                struct.pack(order + code, v)
                print(order + code, v, 'ok')
            except struct.error as e:
                print(order + code, v, 'error:', e)
