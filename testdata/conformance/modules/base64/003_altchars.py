import base64
data = b'\xfb\xff\xbf'
print(base64.b64encode(data, altchars=b'*$'))
print(base64.b64encode(data, b'-_'))
print(base64.b64decode(b'*$*$', altchars=b'*$'))
print(base64.b64decode('-_-_', altchars='-_'))
try:
    base64.b64encode(data, b'abc')
except AssertionError as e:
    print('AssertionError', e)
try:
    base64.b64decode(b'abcd', b'x')
except AssertionError as e:
    print('AssertionError', e)
