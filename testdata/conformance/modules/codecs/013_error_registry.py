import codecs
print(codecs.lookup_error('strict').__name__, codecs.lookup_error('ignore').__name__, codecs.lookup_error('replace').__name__)
e = UnicodeEncodeError('ascii', 'aé€b', 1, 3, 'ordinal not in range(128)')
print(codecs.replace_errors(e), codecs.ignore_errors(e), codecs.xmlcharrefreplace_errors(e), codecs.backslashreplace_errors(e))
d = UnicodeDecodeError('utf-8', b'a\xff\xfeb', 1, 3, 'invalid start byte')
print(codecs.replace_errors(d), codecs.backslashreplace_errors(d), codecs.ignore_errors(d))
try:
    codecs.strict_errors(e)
except UnicodeEncodeError as x:
    print('raised', x)
def handler(exc):
    return ('?', exc.end)
codecs.register_error('myhandler', handler)
print(codecs.lookup_error('myhandler') is handler)
