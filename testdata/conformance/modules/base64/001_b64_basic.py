import base64
for s in [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar']:
    e = base64.b64encode(s)
    print(s, e, base64.b64decode(e))
print(base64.b64encode(bytearray(b'\xfb\xff\xbf')))
print(base64.b64decode('Zm9vYmFy'))
print(base64.standard_b64encode(b'\xfb\xff'), base64.standard_b64decode(b'+/8='))
print(type(base64.b64encode(b'x')).__name__, type(base64.b64decode(bytearray(b'eA=='))).__name__)
