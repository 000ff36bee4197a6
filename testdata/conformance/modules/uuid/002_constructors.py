import uuid
u = uuid.UUID('12345678-1234-5678-1234-567812345678')
for s in ['{12345678-1234-5678-1234-567812345678}', '12345678123456781234567812345678',
          'urn:uuid:12345678-1234-5678-1234-567812345678', '12345678-1234-5678-1234-567812345678'.upper()]:
    print(uuid.UUID(s) == u)
print(uuid.UUID(bytes=b'\x12\x34\x56\x78' * 4))
print(uuid.UUID(bytes_le=b'\x78\x56\x34\x12\x34\x12\x78\x56' + b'\x12\x34\x56\x78\x12\x34\x56\x78'))
print(uuid.UUID(fields=(0x12345678, 0x1234, 0x5678, 0x12, 0x34, 0x567812345678)))
print(uuid.UUID(int=0x12345678123456781234567812345678))
print(uuid.UUID(int=0, version=4), uuid.UUID(int=2**128 - 1, version=1).variant)
print(uuid.UUID(hex='12345678-1234-5678-1234-567812345678', version=4))
