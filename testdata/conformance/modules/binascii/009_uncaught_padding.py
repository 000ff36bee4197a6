import binascii
print(binascii.b2a_base64(b'ok'))
binascii.a2b_base64(b'abc')
