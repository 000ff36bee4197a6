import base64, binascii
for s in ['abc', 'a', 'abcde', 'é', b'ab\xffc']:
    try:
        print(base64.b64decode(s))
    except (binascii.Error, ValueError) as e:
        print(type(e).__name__, e)
for arg in [1, None, [1], 3.5]:
    try:
        base64.b64decode(arg)
    except TypeError as e:
        print('TypeError', e)
for arg in ['str', 1, None]:
    try:
        base64.b64encode(arg)
    except TypeError as e:
        print('TypeError', e)
print(issubclass(binascii.Error, ValueError))
