import binascii
for n in range(0, 12):
    data = bytes(range(65, 65 + n))
    enc = binascii.b2a_base64(data)
    print(n, enc, binascii.a2b_base64(enc) == data)
print(binascii.b2a_base64(b'hello', newline=False))
print(binascii.b2a_base64(bytearray(b'\xff\xfe\xfd')))
ok = all(binascii.a2b_base64(binascii.b2a_base64(bytes(range(i)))) == bytes(range(i)) for i in range(256))
print(ok)
print(binascii.a2b_base64('aGVsbG8='))
