import struct, math
for order in '<>=@':
    for v in [0.0, -0.0, 1.5, 0.1, 1e-40, 1e-50, 3.4028235e38, float('inf'), -float('inf'), 1/3, 123456.789]:
        pf = struct.pack(order + 'f', v)
        pd = struct.pack(order + 'd', v)
        print(order, v, pf, struct.unpack(order + 'f', pf), pd, struct.unpack(order + 'd', pd))
nan = struct.unpack('<d', struct.pack('<d', float('nan')))[0]
print(math.isnan(nan), struct.pack('<f', float('nan')))
