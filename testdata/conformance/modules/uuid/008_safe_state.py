import uuid, copy
print(uuid.SafeUUID.safe, uuid.SafeUUID.unknown.value, list(uuid.SafeUUID))
u = uuid.UUID('12345678-1234-5678-1234-567812345678')
print(u.__getstate__(), uuid.UUID(int=1, is_safe=uuid.SafeUUID.safe).__getstate__())
print(copy.copy(u) == u, copy.deepcopy(u) == u, copy.copy(u).is_safe)
class MyUUID(uuid.UUID):
    pass
print(repr(MyUUID(int=5)), isinstance(MyUUID(int=5), uuid.UUID))
