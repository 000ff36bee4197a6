import struct
print(struct.pack('<h', 1))
struct.pack('<h', 70000)
