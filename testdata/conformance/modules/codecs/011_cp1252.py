import codecs
print(codecs.encode('€ab', 'cp1252'), codecs.decode(b'\x80\x9f\xe9\x93smart\x94', 'cp1252'))
print(codecs.decode(bytes(range(0x80, 0xa0)), 'cp1252', 'replace'))
for f in [lambda: codecs.decode(b'\x81', 'cp1252'), lambda: codecs.encode('\u0100', 'cp1252')]:
    try:
        f()
    except UnicodeError as e:
        print(type(e).__name__, e)
for errs in ['ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace']:
    try:
        print(errs, codecs.encode('a€\u0100', 'cp1252', errs), codecs.decode(b'a\x81\x80', 'cp1252', errs))
    except TypeError as e:
        print(errs, 'TypeError', e)
print(codecs.lookup('windows-1252').name)
