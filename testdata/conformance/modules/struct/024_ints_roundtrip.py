import struct
ok = True
for order in '<>!=@':
    for code, lo, hi in [('b', -128, 127), ('B', 0, 255), ('h', -2**15, 2**15 - 1), ('H', 0, 2**16 - 1),
                         ('i', -2**31, 2**31 - 1), ('I', 0, 2**32 - 1), ('q', -2**63, 2**63 - 1), ('Q', 0, 2**64 - 1)]:
        for v in [lo, hi, 0, lo // 3, hi // 7, 1]:
            if struct.unpack(order + code, struct.pack(order + code, v))[0] != v:
                ok = False
                print('mismatch', order, code, v)
print(ok)
print(struct.pack('>i', -123456789).hex(), struct.pack('<Q', 2**63 + 5).hex())
