import secrets, string
alphabet = string.ascii_letters + string.digits
pw = ''.join(secrets.choice(alphabet) for _ in range(20))
print(len(pw), pw.isalnum())
while True:
    pw = ''.join(secrets.choice(alphabet) for _ in range(10))
    if any(c.islower() for c in pw) and any(c.isupper() for c in pw) and sum(c.isdigit() for c in pw) >= 3:
        break
print(len(pw), sum(c.isdigit() for c in pw) >= 3)
url = 'https://example.com/reset=' + secrets.token_urlsafe()
print(url[:26], len(url))
print(secrets.compare_digest('abc', 'abc'), secrets.compare_digest(b'abc', b'abd'))
