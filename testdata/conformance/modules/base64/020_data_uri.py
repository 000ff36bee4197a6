import base64
png = b'\x89PNG\r\n\x1a\n' + bytes(20)
uri = 'data:image/png;base64,' + base64.b64encode(png).decode('ascii')
print(uri)
prefix, b64 = uri.split(',', 1)
print(prefix, base64.b64decode(b64) == png)
text = 'Grüße, 世界'
enc = base64.b64encode(text.encode('utf-8'))
print(enc, base64.b64decode(enc).decode('utf-8'))
print(base64.b64encode(b'a' * 100).count(b'\n'))
