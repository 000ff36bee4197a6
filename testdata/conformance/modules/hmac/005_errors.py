import hmac
for t in [lambda: hmac.new(b'key', b'msg'), lambda: hmac.new('key', b'msg', 'sha256'), lambda: hmac.new(b'key', 'msg', 'sha256'),
          lambda: hmac.new(b'key', b'msg', 'nosuch'), lambda: hmac.new(None, digestmod='md5')]:
    try:
        t()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
