import struct
print(struct.pack('4x'), struct.unpack('2x', b'ab'))
print(struct.pack('bxh', 1, 2), struct.pack('<bxh', 1, 2))
print(struct.pack('ci', b'a', 1), struct.pack('<ci', b'a', 1))
print(struct.pack('cq', b'a', 1))
print(struct.pack('ic', 1, b'a'), struct.pack('c0i', b'a'))
print(struct.unpack('bxxxi', bytes(range(8))))
print(struct.pack('hq', 1, 2), struct.calcsize('hq'))
