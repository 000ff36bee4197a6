import secrets, string
print(len(secrets.token_bytes()), len(secrets.token_bytes(16)), len(secrets.token_hex()), len(secrets.token_hex(8)))
print(len(secrets.token_urlsafe()), len(secrets.token_urlsafe(10)), len(secrets.token_urlsafe(1)))
print(type(secrets.token_bytes(4)).__name__, type(secrets.token_hex()).__name__)
print(all(c in '0123456789abcdef' for c in secrets.token_hex(50)))
print(all(c in string.ascii_letters + string.digits + '-_' for c in secrets.token_urlsafe(100)))
print(len({secrets.token_hex(16) for _ in range(50)}))
