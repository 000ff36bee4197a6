import hashlib
print(hashlib.new('sha256', b'abc').hexdigest())
print(hashlib.new('SHA256').name, hashlib.new('sha512_256').name, hashlib.new('sha512_224', b'x').hexdigest())
print(hashlib.new('md5', usedforsecurity=False).name)
print(hashlib.new(name='md5', data=b'x').hexdigest())
print(hashlib.new('blake2b', digest_size=16).hexdigest())
print(hashlib.new('blake2s', b'abc', key=b'k').hexdigest())
print(hashlib.new('shake_128', b'').hexdigest(4))
for t in [lambda: hashlib.new('foo'), lambda: hashlib.new(), lambda: hashlib.new('sha256', b'x', foo=1),
          lambda: hashlib.new(b'md5'), lambda: hashlib.new('md5', 'text')]:
    try:
        t()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
