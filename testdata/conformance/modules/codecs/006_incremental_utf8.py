import codecs
d = codecs.getincrementaldecoder('utf-8')()
print(repr(d.decode(b'h\xc3')), repr(d.decode(b'\xa9llo')), repr(d.decode(b'', final=True)))
d = codecs.getincrementaldecoder('utf-8')()
print(repr(d.decode(b'\xe2\x82')))
try:
    d.decode(b'', True)
except UnicodeDecodeError as e:
    print('UnicodeDecodeError', e)
d = codecs.getincrementaldecoder('utf-8')('replace')
data = 'naïve café 日本 🙂'.encode('utf-8')
print(''.join(d.decode(data[i:i + 1]) for i in range(len(data))) + d.decode(b'', True))
d.reset()
print(repr(d.decode(b'\xf0\x9f')), repr(d.decode(b'\x99\x82')))
