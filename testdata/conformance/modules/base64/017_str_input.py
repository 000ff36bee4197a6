import base64
print(base64.b64decode('aGk='), base64.b32decode('NBUQ===='), base64.b16decode('6869'))
print(base64.b85decode('Xk~0{'), base64.a85decode('BQS?8F#ks-'))
for f in (base64.b64decode, base64.b32decode, base64.b16decode, base64.b85decode, base64.a85decode):
    try:
        f('ümlaut')
    except ValueError as e:
        print(f.__name__, e)
