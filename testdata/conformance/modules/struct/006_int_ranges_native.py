import struct
values = [0, 1, 127, 128, 255, 256, -1, -128, -129, 32767, 32768, 65535, 65536, -32768, -32769,
          2**31 - 1, 2**31, -2**31, -2**31 - 1, 2**32 - 1, 2**32, 2**63 - 1, 2**63, -2**63, -2**63 - 1, 2**64 - 1, 2**64]
for code in 'bBhHiIlLqQnN':
    for v in values:
        try:
            p = struct.pack(code, v)
            assert struct.unpack(code, p)[0] == v
            print(code, v, 'ok')
        except struct.error as e:
            print(code, v, 'error:', e)
