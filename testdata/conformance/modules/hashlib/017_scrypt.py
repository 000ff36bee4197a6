import hashlib
print(hashlib.scrypt(b'p', salt=b's', n=16, r=1, p=1).hex())
print(hashlib.scrypt(b'password', salt=b'NaCl', n=1024, r=8, p=16, dklen=64).hex())
print(hashlib.scrypt(b'p', salt=b's', n=16, r=1, p=1, dklen=8).hex())
for t in [lambda: hashlib.scrypt(b'p', n=16, r=1, p=1), lambda: hashlib.scrypt(b'p', salt=b's', n=15, r=1, p=1),
          lambda: hashlib.scrypt(b'p', b's', n=16, r=1, p=1)]:
    try:
        t()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
