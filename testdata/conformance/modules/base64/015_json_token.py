import base64, json
payload = {'user': 'alice', 'roles': ['admin', 'dev'], 'n': 42}
raw = json.dumps(payload, sort_keys=True).encode()
token = base64.urlsafe_b64encode(raw).decode('ascii')
print(token)
back = json.loads(base64.urlsafe_b64decode(token.encode()))
print(back == payload, back)
header = base64.b64encode(b'user:pass').decode()
print('Authorization: Basic ' + header)
print(base64.b64decode(header).decode().split(':'))
