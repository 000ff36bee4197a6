import hmac
for a, b in [('a', 'a'), ('abc', 'ab'), (b'abc', b'abd'), (b'a', bytearray(b'a')), ('', '')]:
    print(repr(a), repr(b), hmac.compare_digest(a, b))
for a, b in [('é', 'é'), ('a', b'a'), (1, 1)]:
    try:
        hmac.compare_digest(a, b)
    except TypeError as e:
        print('TypeError', e)
