import uuid
u = uuid.UUID('12345678-1234-5678-1234-567812345678')
print(u, repr(u), u.hex, u.int, u.urn)
print(u.bytes, u.bytes_le, u.fields, u.version, u.variant)
print(u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node, u.time, u.clock_seq)
print(u.is_safe)
