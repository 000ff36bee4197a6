import hashlib
for n in [0, 1, 63, 64, 65, 127, 128, 129, 200, 1000]:
    d = (bytes(range(256)) * 4)[:n]
    print(n, hashlib.blake2b(d).hexdigest()[:32], hashlib.blake2s(d).hexdigest()[:32])
print(hashlib.blake2b(b'abc').hexdigest())
print(hashlib.blake2s(b'abc').hexdigest())
print(hashlib.blake2b(digest_size=20).hexdigest(), hashlib.blake2s(digest_size=1).hexdigest())
