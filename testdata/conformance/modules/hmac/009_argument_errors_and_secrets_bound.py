# hmac.new's key and digestmod errors (in that order), and secrets.randbelow's
# bound check.
import hmac
import secrets
for args in ((b'k', b'm', 'sha256'), (b'k', b'm', ''), ('k', b'm', 'sha256'), ('k', b'm', '')):
    try:
        print(hmac.new(*args).hexdigest()[:16])
    except TypeError as e:
        print('TypeError', e)
try:
    secrets.randbelow(0)
except ValueError as e:
    print(e)
print(0 <= secrets.randbelow(5) < 5)
