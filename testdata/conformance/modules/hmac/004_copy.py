import hmac
h = hmac.new(b'key', b'common ', 'sha256')
c = h.copy()
h.update(b'a')
c.update(b'b')
print(h.hexdigest())
print(c.hexdigest())
print(type(c).__name__, c.name)
