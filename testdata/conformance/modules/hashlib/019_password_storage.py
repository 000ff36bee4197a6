import hashlib, hmac
def hash_password(pw, salt):
    return hashlib.pbkdf2_hmac('sha256', pw.encode(), salt, 1000).hex()
salt = bytes.fromhex('00112233445566778899aabbccddeeff')
stored = hash_password('hunter2', salt)
print(stored)
print(hmac.compare_digest(stored, hash_password('hunter2', salt)))
print(hmac.compare_digest(stored, hash_password('wrong', salt)))
