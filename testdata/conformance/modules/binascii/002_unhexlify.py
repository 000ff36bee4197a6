import binascii
print(binascii.unhexlify(b'deadbeef'))
print(binascii.unhexlify('DEADBEEF'))
print(binascii.a2b_hex('00ff7f'))
print(binascii.unhexlify(bytearray(b'4142')))
print(binascii.unhexlify(''))
for bad in ['abc', 'zz', 'ab cd', 'g0', '0x12']:
    try:
        binascii.unhexlify(bad)
    except binascii.Error as e:
        print(repr(bad), type(e).__name__, e)
try:
    binascii.unhexlify('é1')
except ValueError as e:
    print('ValueError', e)
try:
    binascii.unhexlify(12)
except TypeError as e:
    print('TypeError', e)
