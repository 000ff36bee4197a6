import binascii
print(binascii.b2a_uu(b'hello world'))
print(binascii.b2a_uu(b''))
print(binascii.b2a_uu(b'ab', backtick=True))
print(binascii.b2a_uu(b'', backtick=True))
print(binascii.b2a_uu(b'\x00\x00\x00', backtick=True))
print(binascii.a2b_uu(b'+:&5L;&\\@=V]R;&0\n'))
print(binascii.a2b_uu(''))
print(binascii.a2b_uu(b'\n'))
print(binascii.a2b_uu(b' '))
print(binascii.a2b_uu('"86(`\n'))
for s in [b'#86)C', b'!86)C\n', b'+:&5L;&', b'"8~', b'#86)C   x', b'#86)C  ``\r\n']:
    try:
        print(binascii.a2b_uu(s))
    except binascii.Error as e:
        print('Error', e)
try:
    binascii.b2a_uu(b'x' * 46)
except binascii.Error as e:
    print('Error', e)
data = bytes(range(45))
print(binascii.a2b_uu(binascii.b2a_uu(data)) == data)
