import base64, binascii
for s in [b'aGVsbG8=', b'aGVs bG8=', b'aGVsbG8', b'aGVsbG8==', b'aGV$sbG8=', b'=aGVsbG8', b'aGVsbG8=\n']:
    for v in (False, True):
        try:
            print(s, v, base64.b64decode(s, validate=v))
        except binascii.Error as e:
            print(s, v, 'binascii.Error:', e)
