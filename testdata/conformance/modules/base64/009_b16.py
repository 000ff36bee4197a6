import base64, binascii
print(base64.b16encode(b'\x00\x01\x02\xab\xcd\xef'))
print(base64.b16decode(b'0001ABCDEF'))
print(base64.b16decode('0001abcdef', casefold=True))
print(base64.b16decode(''))
for s in [b'0001abcdef', b'0G', b'ABC', b'0 1']:
    try:
        print(base64.b16decode(s))
    except binascii.Error as e:
        print(s, 'Error:', e)
