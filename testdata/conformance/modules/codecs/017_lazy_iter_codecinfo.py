# iterencode/iterdecode look the codec up only when iterated; CodecInfo
# exposes its parts as a 4-tuple and as attributes.
import codecs

gen = codecs.iterencode(['a', 'b'], 'no-such-codec')
print('created', type(gen).__name__)
try:
    next(gen)
except LookupError as e:
    print(type(e).__name__, e)

print(list(codecs.iterdecode([b'\xe2', b'\x82', b'\xac', b'', b'z'], 'utf-8')))
print(list(codecs.iterencode([], 'utf-16')))

info = codecs.CodecInfo(str.upper, str.lower, name='shout')
print(len(info), info[0] is info.encode, info[1] is info.decode)
print(info.name, info.streamreader, info.incrementalencoder)
print(info._is_text_encoding)
info2 = codecs.CodecInfo(None, None, _is_text_encoding=False)
print(info2._is_text_encoding, info2.name)

try:
    codecs.getincrementaldecoder('no-such-codec')
except LookupError as e:
    print(type(e).__name__, e)
dec = codecs.getincrementaldecoder('utf-8')()
print(repr(dec.decode(b'\xc3')), dec.getstate(), repr(dec.decode(b'\xa9', True)))
