import struct
for f in ['<f', '>f', '=f', '!f', '<e', '>e', 'e']:
    for v in [1e300, -1e300, 3.4028236e38, 65520.0, 65504.0, 65519.99]:
        try:
            print(f, v, struct.pack(f, v))
        except OverflowError as e:
            print(f, v, 'OverflowError:', e)
print(struct.pack('f', 1e300), struct.pack('f', -1e300))
