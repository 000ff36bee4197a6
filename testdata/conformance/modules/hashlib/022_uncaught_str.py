import hashlib
print(hashlib.md5(b'ok').hexdigest())
hashlib.md5('not bytes')
