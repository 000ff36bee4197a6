import hmac, hashlib
print(hmac.digest(b'key', b'msg', 'sha256').hex())
print(hmac.digest(b'key', b'msg', hashlib.sha1).hex())
print(hmac.digest(b'key', b'msg', 'sha256') == hmac.new(b'key', b'msg', 'sha256').digest())
