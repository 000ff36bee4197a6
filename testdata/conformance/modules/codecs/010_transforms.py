import codecs
print(codecs.encode(b'abc', 'hex'), codecs.decode(b'616263', 'hex'), codecs.decode('616263', 'hex'))
print(codecs.encode(b'abc', 'base64'), codecs.decode(b'YWJj\n', 'base64'), codecs.encode(b'x' * 60, 'base64'))
print(codecs.encode('Hello, World!', 'rot13'), codecs.encode('Hello', 'rot-13'), codecs.decode('Uryyb', 'rot_13'))
print(codecs.decode(codecs.encode(b'abc' * 10, 'zlib'), 'zlib'), codecs.encode(b'abc', 'hex_codec'))
try:
    codecs.encode('text', 'base64')
except TypeError as e:
    print('TypeError', e)
