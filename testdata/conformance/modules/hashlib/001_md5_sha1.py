import hashlib
print(hashlib.md5(b'').hexdigest())
print(hashlib.md5(b'hello world').hexdigest())
print(hashlib.sha1(b'abc').hexdigest())
print(hashlib.md5(b'The quick brown fox jumps over the lazy dog').digest())
print(hashlib.sha1().hexdigest())
