import hmac, hashlib, json
secret = b'whsec_test'
payload = json.dumps({'event': 'push', 'ref': 'main'}, sort_keys=True).encode()
sig = 'sha256=' + hmac.new(secret, payload, hashlib.sha256).hexdigest()
print(sig)
def verify(body, header):
    expected = 'sha256=' + hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header)
print(verify(payload, sig), verify(payload + b' ', sig))
