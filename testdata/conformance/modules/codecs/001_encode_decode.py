import codecs
print(codecs.encode('héllo'), codecs.decode(b'h\xc3\xa9llo'))
print(codecs.encode('héllo', 'latin-1'), codecs.decode(b'h\xe9llo', 'latin-1'))
print(codecs.encode('héllo', 'utf-16-be'), codecs.decode(b'\x00h\x00i', 'utf-16-be'), codecs.encode('x', 'utf-32'))
print(codecs.encode('abc', 'utf-16'), codecs.decode(b'\xff\xfea\x00', 'utf-16'), codecs.encode('abc', encoding='ascii'))
print(codecs.decode(b'\xef\xbb\xbfabc', 'utf-8-sig'), codecs.encode('abc', 'utf-8-sig'), codecs.decode(b'abc', 'utf-8-sig'))
print(codecs.decode(obj=b'abc', encoding='ascii', errors='strict'))
