import uuid
cases = [dict(), dict(hex='abc'), dict(hex='g' * 32), dict(bytes=b'x'), dict(bytes_le=b'x'), dict(fields=(1, 2)),
         dict(fields=(2**32, 0, 0, 0, 0, 0)), dict(fields=(0, 2**16, 0, 0, 0, 0)), dict(fields=(0, 0, 2**16, 0, 0, 0)),
         dict(fields=(0, 0, 0, 256, 0, 0)), dict(fields=(0, 0, 0, 0, 256, 0)), dict(fields=(0, 0, 0, 0, 0, 2**48)),
         dict(int=-1), dict(int=2**128), dict(int=0, version=6), dict(int=0, version=0), dict(hex='1' * 32, int=1)]
for kw in cases:
    try:
        print(uuid.UUID(**kw))
    except (TypeError, ValueError) as e:
        print(sorted(kw), type(e).__name__, e)
u = uuid.UUID(int=1)
try:
    u.int = 3
except TypeError as e:
    print('TypeError', e)
try:
    uuid.uuid3(uuid.NAMESPACE_DNS, b'x')
except TypeError as e:
    print('TypeError', e)
