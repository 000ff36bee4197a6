import uuid
for top in [0, 0x8, 0xc, 0xe, 0x4, 0xa, 0xd, 0xf]:
    u = uuid.UUID(int=top << 60 << 4)
    print(hex(top), u.variant, u.version)
print(uuid.RESERVED_NCS, '|', uuid.RFC_4122, '|', uuid.RESERVED_MICROSOFT, '|', uuid.RESERVED_FUTURE)
for v in range(1, 6):
    u = uuid.UUID(int=0xffffffffffffffffffffffffffffffff, version=v)
    print(v, u, u.version, u.variant)
