import hashlib
for name in ['md5', 'sha256', 'sha3_256', 'blake2b', 'blake2s', 'shake_128']:
    h = hashlib.new(name, b'prefix-')
    c = h.copy()
    h.update(b'one')
    c.update(b'two')
    if name.startswith('shake'):
        print(name, h.hexdigest(8), c.hexdigest(8))
    else:
        print(name, h.hexdigest()[:20], c.hexdigest()[:20], type(c).__name__)
