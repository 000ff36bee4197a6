import hashlib
tests = [lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 0), lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 1, 0),
         lambda: hashlib.pbkdf2_hmac('sha256', 'p', b's', 1), lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 2**31),
         lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's'), lambda: hashlib.pbkdf2_hmac('sha256', b'p', 's', 1),
         lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', -5)]
for t in tests:
    try:
        t()
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    hashlib.pbkdf2_hmac('nosuchhash', b'p', b's', 1)
except ValueError as e:
    print('ValueError raised')
