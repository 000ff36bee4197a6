import base64
for s in [b'', b'a', b'abcd', b'hello world', b'\x00\x00\x00\x00', b'\x00\x00\x00', b'    ', b'\x00' * 9]:
    print(s, base64.a85encode(s), base64.a85encode(s, pad=True), base64.a85encode(s, foldspaces=True))
print(base64.a85encode(b'hello world', adobe=True))
print(base64.a85encode(b'The quick brown fox jumps over the lazy dog', wrapcol=20))
print(base64.a85encode(b'The quick brown fox', wrapcol=10, adobe=True))
print(base64.a85encode(b'abcdefgh', wrapcol=1, adobe=True))
print(base64.a85encode(b'abcdefgh', wrapcol=12, adobe=True))
