import struct
for f in ['z', '3', 'i 3 h', '<P', '<n', '>N', 'ii!', '999999999999999999999i', 'y', '%', '3 i', '-1i']:
    try:
        print(repr(f), struct.calcsize(f))
    except struct.error as e:
        print(repr(f), 'error:', e)
try:
    struct.calcsize(5)
except TypeError as e:
    print('TypeError', e)
print(struct.calcsize(b'<i'))
