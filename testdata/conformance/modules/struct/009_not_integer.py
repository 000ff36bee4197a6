import struct
class Idx:
    def __index__(self):
        return 42
class Flt:
    def __float__(self):
        return 2.5
for code in 'biQ':
    for v in [1.5, '1', None, [1], Idx(), True, 2.0]:
        try:
            print(code, type(v).__name__, struct.pack('<' + code, v))
        except struct.error as e:
            print(code, type(v).__name__, 'error:', e)
for code in 'efd':
    for v in [1, Idx(), Flt(), 'x', None, True]:
        try:
            print(code, type(v).__name__, struct.pack('<' + code, v))
        except struct.error as e:
            print(code, type(v).__name__, 'error:', e)
