import base64
for s in [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(20))]:
    e = base64.b32encode(s)
    print(s, e, base64.b32decode(e) == s)
print(base64.b32decode('MZXW6YTBOI======'))
print(base64.b32decode(b'mzxw6ytboi======', casefold=True))
print(base64.b32decode(b'MZXW6YTB0I======', map01=b'L'))
print(base64.b32decode(b'ME======'), base64.b32decode(b'MFRA===='), base64.b32decode(b'MFRGG==='), base64.b32decode(b'MFRGGZA='))
