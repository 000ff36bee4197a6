import uuid
u = uuid.UUID('12345678-1234-5678-1234-567812345678')
print(u == uuid.UUID(int=u.int), u != uuid.NAMESPACE_DNS, u < uuid.NAMESPACE_DNS, u >= u, u <= u, u > uuid.UUID(int=0))
print(sorted([uuid.NAMESPACE_URL, uuid.NAMESPACE_DNS, uuid.UUID(int=7)]))
print(hash(u) == hash(u.int), int(u), u == 'x', u == u.int)
try:
    u < 1
except TypeError as e:
    print('TypeError', e)
d = {u: 'value'}
print(d[uuid.UUID(str(u))], len({uuid.UUID(int=1), uuid.UUID(int=1), uuid.UUID(int=2)}))
