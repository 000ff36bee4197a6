import binascii
cases = [b'YQ', b'YQ=', b'YQ==', b'YQ===', b'Y', b'YWJj=', b'YW=Jj', b'Y=Q==', b'YWJ',
         b'=YWJj', b'YW Jj\n', b'YQ==YQ==', b'abcde', b'abcdefghi', b'a=b=c==', b'', b'====',
         b'YW!Jj', b'Y\x00WJj', b'\xffYWJj']
for s in cases:
    for strict in (False, True):
        try:
            print(s, strict, binascii.a2b_base64(s, strict_mode=strict))
        except binascii.Error as e:
            print(s, strict, 'Error:', e)
