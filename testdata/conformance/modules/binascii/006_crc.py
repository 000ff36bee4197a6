import binascii
print(binascii.crc32(b''))
print(binascii.crc32(b'hello world'))
print(binascii.crc32(b'world', binascii.crc32(b'hello ')))
print(binascii.crc32(b'hello', 12345))
print(binascii.crc32(b'x', -1))
print(binascii.crc32(b'x', 2**40 + 7))
print(binascii.crc32(bytearray(b'abc')))
print(hex(binascii.crc32(b'The quick brown fox jumps over the lazy dog')))
print(binascii.crc_hqx(b'', 0))
print(binascii.crc_hqx(b'123456789', 0))
print(binascii.crc_hqx(b'123456789', 0xffff))
print(binascii.crc_hqx(b'hello', 0x1d0f))
print(binascii.crc_hqx(b'abc', 0x12345))
crc = 0
for chunk in [b'ab', b'cd', b'ef']:
    crc = binascii.crc32(chunk, crc)
print(crc == binascii.crc32(b'abcdef'))
try:
    binascii.crc_hqx(b'abc')
except TypeError as e:
    print(e)
try:
    binascii.crc32(b'abc', 1.5)
except TypeError as e:
    print(e)
