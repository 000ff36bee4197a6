import base64
for s in [b'', b'a', b'ab', b'abc', b'abcd', b'abcde', b'\x00\x00\x00\x00', b'    ', bytes(range(10))]:
    e = base64.b85encode(s)
    p = base64.b85encode(s, pad=True)
    print(s, e, p, base64.b85decode(e) == s, base64.b85decode(p)[:len(s)] == s)
print(base64.b85decode('VPRomVE'))
print(base64.b85decode(b'|NsC0'))
