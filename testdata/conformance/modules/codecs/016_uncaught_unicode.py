import codecs
print(codecs.encode('ok', 'ascii'))
codecs.encode('naïve', 'ascii')
