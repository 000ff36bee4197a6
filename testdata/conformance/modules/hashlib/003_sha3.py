import hashlib
for name in ['sha3_224', 'sha3_256', 'sha3_384', 'sha3_512']:
    f = getattr(hashlib, name)
    print(name, f(b'abc').hexdigest())
    print(name, f(b'').hexdigest())
    h = f()
    h.update(b'x' * 500)
    print(name, h.hexdigest(), h.digest_size, h.block_size)
