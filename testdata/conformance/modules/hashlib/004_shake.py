import hashlib
for name in ['shake_128', 'shake_256']:
    h = getattr(hashlib, name)(b'abc')
    print(name, h.hexdigest(16), h.hexdigest(32))
    print(h.digest(5), h.digest(0), h.digest_size, h.block_size, h.name)
    h.update(b'def')
    print(h.hexdigest(10))
    print(type(h).__name__)
for t in [lambda: hashlib.shake_128().digest(), lambda: hashlib.shake_128().hexdigest(), lambda: hashlib.shake_256().digest('3')]:
    try:
        t()
    except TypeError as e:
        print('TypeError', e)
print(hashlib.shake_256(b'x').digest(length=3))
