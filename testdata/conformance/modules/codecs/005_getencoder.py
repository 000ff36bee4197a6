import codecs
print(codecs.getencoder('utf-8')('héllo'), codecs.getdecoder('utf-8')(b'h\xc3\xa9'))
print(codecs.lookup('ascii').encode('abc'), codecs.lookup('latin-1').decode(b'\xe9\xe8'))
print(codecs.getencoder('hex')(b'\x01\xff'), codecs.getdecoder('base64')(b'YWJj\n'))
enc = codecs.getencoder('utf-16-le')
print(enc('ab'), enc('ab', 'strict'))
