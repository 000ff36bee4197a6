import codecs
print(list(codecs.iterdecode([b'h\xc3', b'\xa9', b'x'], 'utf-8')))
print(list(codecs.iterencode(['a', 'é'], 'latin-1')))
print(''.join(codecs.iterdecode([b'\xff', b'\xfeh', b'\x00i\x00'], 'utf-16')))
print(b''.join(codecs.iterencode(['x', 'y'], 'utf-16')))
