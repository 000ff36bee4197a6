import hashlib
for name in ['sha224', 'sha256', 'sha384', 'sha512']:
    f = getattr(hashlib, name)
    print(name, f(b'abc').hexdigest())
    print(name, f(b'').hexdigest())
    print(name, f(b'a' * 1000).hexdigest())
