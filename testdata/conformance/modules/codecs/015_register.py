import codecs
def search(name):
    if name == 'upper':
        return codecs.CodecInfo(lambda s, errors='strict': (s.upper().encode(), len(s)),
                                lambda b, errors='strict': (bytes(b).decode().lower(), len(b)), name='upper')
    return None
codecs.register(search)
print(codecs.encode('abc', 'upper'), codecs.decode(b'ABC', 'upper'), codecs.lookup('upper').name)
ci = codecs.CodecInfo(None, None, name='x')
print(ci.name, len(ci), ci.incrementalencoder)
