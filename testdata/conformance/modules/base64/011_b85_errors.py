import base64
for s in [b'VPR"m', b'abc ', b'|NsC1', b'~~~~~', b'0000~', b'a', b'ab\x00']:
    try:
        print(s, base64.b85decode(s))
    except ValueError as e:
        print(s, 'ValueError:', e)
try:
    base64.b85encode('text')
except TypeError as e:
    print('TypeError', e)
