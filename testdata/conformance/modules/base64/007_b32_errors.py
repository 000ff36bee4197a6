import base64, binascii
for s in [b'MZXW6YT', b'mzxw6ytboi======', b'MZXW6YTB1I======', b'M=======', b'MF=====A',
          b'========', b'MFRGG=====', b'MZXW6YTBOI=====!', b'MZ======', b'MFRGGZ==']:
    try:
        print(s, base64.b32decode(s))
    except binascii.Error as e:
        print(s, 'Error:', e)
try:
    base64.b32decode(b'MZXW6YTBOI======', map01=b'LL')
except AssertionError as e:
    print('AssertionError', e)
try:
    base64.b32encode('abc')
except TypeError as e:
    print('TypeError', e)
