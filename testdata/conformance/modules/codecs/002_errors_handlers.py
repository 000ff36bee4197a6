import codecs
for errs in ['strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace', 'surrogateescape']:
    for f in [lambda: codecs.encode('aé€\udcff', 'ascii', errs), lambda: codecs.decode(b'a\xff\xe9', 'utf-8', errs),
              lambda: codecs.encode('aé€', 'latin-1', errs), lambda: codecs.decode(b'a\xff', 'ascii', errs)]:
        try:
            print(errs, repr(f()))
        except (UnicodeError, TypeError) as e:
            print(errs, type(e).__name__, e)
