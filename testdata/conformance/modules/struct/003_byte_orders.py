import struct
for order in '@=<>!':
    for code in 'hHiIlLqQ':
        f = order + code
        p = struct.pack(f, 258)
        print(f, struct.calcsize(f), p, struct.unpack(f, p))
