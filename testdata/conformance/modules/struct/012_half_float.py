import struct
for v in [1.0, -2.0, 0.1, 65504, 5.96e-8, 2.98e-8, 2.99e-8, 1e-10, 6.1e-5, 6.09e-5, -2.5, 0.333, 1000.5,
          2049.0, 2051.0, 1 / 3, float('inf'), -float('inf'), -0.0, 0.0, 3.14159]:
    p = struct.pack('<e', v)
    print(v, p, struct.unpack('<e', p), struct.pack('>e', v))
vals = [struct.unpack('<e', h.to_bytes(2, 'little'))[0] for h in range(0, 0x7c00, 97)]
print(vals[:20])
print(sum(vals))
print(struct.pack('<e', float('nan')), struct.unpack('<e', b'\x00\x7e'))
