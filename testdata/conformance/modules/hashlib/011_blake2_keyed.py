import hashlib
for n in [0, 1, 64, 127, 128, 129, 300]:
    d = bytes(range(n % 256)) * (1 + n // 256)
    print(n, hashlib.blake2b(d, key=b'key').hexdigest()[:24], hashlib.blake2s(d, key=b'k' * 32).hexdigest()[:24])
h = hashlib.blake2b(key=b'secret', digest_size=32)
for i in range(10):
    h.update(bytes([i]) * 37)
print(h.hexdigest())
print(hashlib.blake2b(b'msg', key=b'x' * 64).hexdigest()[:16], hashlib.blake2s(b'msg', key=b'x' * 32).hexdigest()[:16])
