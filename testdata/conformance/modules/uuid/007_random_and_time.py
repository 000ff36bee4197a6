import uuid
a = uuid.uuid4()
print(a.version, a.variant, len(str(a)), a != uuid.uuid4(), str(a)[14])
ids = {uuid.uuid4() for _ in range(100)}
print(len(ids))
b = uuid.uuid1()
print(b.version, b.variant, b.node == uuid.getnode(), 0 <= uuid.getnode() < 2**48)
c = uuid.uuid1(node=0x123456789abc, clock_seq=0x1234)
print(c.node == 0x123456789abc, c.clock_seq, c.version)
d = uuid.uuid1()
print(d.time > b.time, d != b)
print(uuid.getnode() == uuid.getnode())
