import codecs
for n in ['UTF8', 'utf-8', 'latin1', 'ascii', 'utf-16', 'utf_16_le', 'U32', 'utf-8-sig', 'cp1252', 'windows-1252',
          'hex', 'base64', 'rot13', 'zlib', 'iso-8859-1', 'US-ASCII', 'utf-32-be', 'L1', 'Latin_1']:
    ci = codecs.lookup(n)
    print(n, ci.name, len(ci), isinstance(ci, tuple), ci.encode is ci[0], ci.decode is ci[1])
print(repr(codecs.lookup('utf-8'))[:40])
print(type(codecs.lookup('ascii')).__name__)
