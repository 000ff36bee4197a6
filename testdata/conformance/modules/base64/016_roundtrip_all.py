import base64
data = bytes(range(256)) * 3
funcs = [(base64.b64encode, base64.b64decode), (base64.urlsafe_b64encode, base64.urlsafe_b64decode),
         (base64.b32encode, base64.b32decode), (base64.b32hexencode, base64.b32hexdecode),
         (base64.b16encode, base64.b16decode), (base64.b85encode, base64.b85decode),
         (base64.a85encode, base64.a85decode)]
for enc, dec in funcs:
    ok = all(dec(enc(data[:n])) == data[:n] for n in range(0, 60))
    print(enc.__name__, ok, len(enc(data)))
