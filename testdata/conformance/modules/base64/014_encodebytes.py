import base64
print(base64.encodebytes(b''))
print(base64.encodebytes(b'hello'))
e = base64.encodebytes(bytes(range(100)))
print(e)
print(base64.decodebytes(e) == bytes(range(100)))
print(base64.decodebytes(b'aGVs\nbG8=\n'))
for f in (base64.encodebytes, base64.decodebytes):
    try:
        f('text')
    except TypeError as e:
        print('TypeError', e)
print(base64.MAXLINESIZE, base64.MAXBINSIZE)
