import hmac, hashlib
key = b'k' * 200
print(hmac.new(key, b'msg', 'sha256').hexdigest())
print(hmac.new(key, b'msg', 'sha384').hexdigest())
print(hmac.new(bytearray(b'k' * 64), b'msg', 'md5').hexdigest())
print(hmac.new(b'k' * 65, b'msg', 'sha1').hexdigest())
print(hmac.new(b'key', b'msg', 'sha3_256').hexdigest())
print(hmac.new(b'key', b'msg', 'blake2b').hexdigest()[:32])
