def pack_u16_le(values):
    out = bytearray()
    for v in values:
        out += v.to_bytes(2, "little")
    return bytes(out)

def unpack_u16_le(data):
    return [int.from_bytes(data[i:i + 2], "little") for i in range(0, len(data), 2)]

vals = [0, 1, 255, 256, 4660, 65535]
packed = pack_u16_le(vals)
print(packed)
print(unpack_u16_le(packed) == vals, unpack_u16_le(packed))
print(int.from_bytes(b"\x80\x00", "big", signed=True), int.from_bytes(b"\x80\x00", "big"))
print((2 ** 64 - 1).to_bytes(8, "big"), (-2).to_bytes(1, "big", signed=True))
try:
    (300).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError:", e)
