import base64, binascii
for s in [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar']:
    e = base64.b32hexencode(s)
    print(s, e, base64.b32hexdecode(e))
print(base64.b32hexdecode(b'cpnmuoj1e8======', casefold=True))
try:
    base64.b32hexdecode(b'CPNMUOJ1E8======', map01=b'L')
except TypeError as e:
    print('TypeError', e)
try:
    base64.b32hexdecode(b'WWWWWWWW')
except binascii.Error as e:
    print('Error', e)
