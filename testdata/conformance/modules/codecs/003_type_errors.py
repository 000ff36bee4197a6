import codecs
for f in [lambda: codecs.encode(b'x', 'utf-8'), lambda: codecs.decode('x', 'utf-8'), lambda: codecs.encode('abc', 'hex'),
          lambda: codecs.lookup('nope'), lambda: codecs.encode('x', 'nope'), lambda: codecs.decode(b'x', 'no-such'),
          lambda: codecs.lookup_error('nope'), lambda: codecs.lookup(5)]:
    try:
        print(f())
    except (TypeError, LookupError) as e:
        print(type(e).__name__, e)
try:
    codecs.decode(b'zz', 'hex')
except ValueError as e:
    print(type(e).__name__, e)
