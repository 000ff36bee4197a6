import hmac
print(hasattr(hmac, '__all__'), callable(hmac.new))
print(len(hmac.trans_5C), hmac.trans_5C[:4], hmac.trans_36[:4])
print(hmac.HMAC.blocksize, hmac.digest_size)
h = hmac.HMAC(b'k', digestmod='sha1')
print(isinstance(h, hmac.HMAC), h.name)
