import secrets
print(secrets.__all__)
for f in [lambda: secrets.randbelow(0), lambda: secrets.randbelow(-1), lambda: secrets.randbits(-1),
          lambda: secrets.token_bytes(-1), lambda: secrets.choice([]), lambda: secrets.token_hex(0),
          lambda: secrets.token_urlsafe(0), lambda: secrets.SystemRandom().seed(1),
          lambda: secrets.SystemRandom().getstate(), lambda: secrets.token_bytes('x')]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print(secrets.DEFAULT_ENTROPY)
