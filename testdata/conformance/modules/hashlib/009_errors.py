import hashlib
tests = [lambda: hashlib.sha256('abc'), lambda: hashlib.sha256(1), lambda: hashlib.sha256().update(),
         lambda: hashlib.sha256().update('x'), lambda: hashlib.md5(b'a', b'b'), lambda: hashlib.sha256(data=b'abc'),
         lambda: hashlib.sha256().digest(1), lambda: hashlib.sha256().update(b'a', b'b'),
         lambda: hashlib.md5().update(None), lambda: hashlib.sha1([1, 2])]
for t in tests:
    try:
        t()
    except TypeError as e:
        print('TypeError', e)
print(hashlib.sha256(string=b'abc').hexdigest()[:8])
print(hashlib.sha256(b'abc', usedforsecurity=False).hexdigest()[:8])
print(hashlib.sha256(bytearray(b'abc')).hexdigest()[:8])
