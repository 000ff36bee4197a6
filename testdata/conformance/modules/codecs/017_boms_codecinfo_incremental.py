# codecs' BOM constants and __all__, CodecInfo attributes, lazy iterencode
# and iterdecode, buffered incremental coders holding back input,
# StreamReaderWriter and StreamRecoder construction, reader iteration.
import codecs, io
print([getattr(codecs, n) for n in ('BOM', 'BOM_BE', 'BOM_LE', 'BOM32_BE', 'BOM32_LE', 'BOM64_BE', 'BOM64_LE', 'BOM_UTF8', 'BOM_UTF16', 'BOM_UTF16_LE', 'BOM_UTF16_BE', 'BOM_UTF32', 'BOM_UTF32_LE', 'BOM_UTF32_BE')])
print(codecs.BOM_LE is codecs.BOM_UTF16_LE, len(codecs.__all__), codecs.__all__[:6], codecs.__all__[-3:])
ci = codecs.lookup('utf-8'); print(ci.name, tuple(ci)[0] is ci.encode, ci.incrementalencoder is not None, list(vars(ci))[:7], ci._is_text_encoding, codecs.lookup('hex')._is_text_encoding)
ci2 = codecs.CodecInfo(1, 2, name='x', _is_text_encoding=False); print(ci2.name, ci2.streamreader, ci2._is_text_encoding, len(ci2))
print(list(codecs.iterencode(['a', '', 'é', 'z'], 'utf-8')), list(codecs.iterdecode([b'\xc3', b'\xa9', b'', b'x'], 'utf-8')))
g = codecs.iterencode(['a'], 'no-such'); print(type(g).__name__)
try:
    next(g)
except LookupError as e:
    print('LookupError', e)
for name in ('utf-8', 'utf-16', 'ascii'):
    print(codecs.getincrementalencoder(name)().encode('hi', True), codecs.getincrementaldecoder(name)().decode(codecs.encode('hi', name), True))
class E(codecs.BufferedIncrementalEncoder):
    def _buffer_encode(self, data, errors, final):
        n = len(data) if final else len(data) // 2 * 2
        return data[:n].upper().encode(), n
e = E(); print(e.encode('abc'), e.buffer, e.encode('d'), e.encode('e', True), e.buffer); e.encode('x'); e.reset(); print(repr(e.buffer))
class D(codecs.BufferedIncrementalDecoder):
    def _buffer_decode(self, data, errors, final):
        n = len(data) if final else len(data) - 1
        return data[:n].decode('ascii'), n
d = D(); print(d.decode(b'ab'), d.buffer, d.decode(b'c', True))
raw = io.BytesIO('line1\nline2\n'.encode('utf-16'))
rw = codecs.StreamReaderWriter(raw, codecs.getreader('utf-16'), codecs.getwriter('utf-16'))
print(list(rw), rw.errors, rw.stream is raw)
rec = codecs.StreamRecoder(io.BytesIO(), codecs.getencoder('latin-1'), codecs.getdecoder('latin-1'), codecs.getreader('utf-8'), codecs.getwriter('utf-8'), 'strict')
print(rec.errors, rec.encode is codecs.getencoder('latin-1'))
r = codecs.getreader('utf-8')(io.BytesIO(b'a\nb\n')); print(next(r), list(r))
