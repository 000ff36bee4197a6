import codecs
print(codecs.utf_8_encode('é'), codecs.utf_8_decode(b'\xc3\xa9x\xc3'), codecs.utf_8_decode(b'\xc3\xa9', 'strict', True))
print(codecs.latin_1_encode('é'), codecs.latin_1_decode(b'\xe9'), codecs.ascii_decode(b'ab'), codecs.ascii_encode('ab'))
print(codecs.utf_16_le_encode('ab'), codecs.utf_16_le_decode(b'a\x00b'), codecs.utf_32_be_decode(b'\x00\x00\x00a\x00'))
try:
    codecs.utf_8_decode(b'\xc3', 'strict', True)
except UnicodeDecodeError as e:
    print('UnicodeDecodeError', e)
