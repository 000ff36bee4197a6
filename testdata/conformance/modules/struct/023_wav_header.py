import struct
def wav_header(samples, rate=8000, channels=1, bits=16):
    data_size = samples * channels * bits // 8
    return struct.pack('<4sI4s4sIHHIIHH4sI', b'RIFF', 36 + data_size, b'WAVE', b'fmt ', 16, 1, channels,
                       rate, rate * channels * bits // 8, channels * bits // 8, bits, b'data', data_size)
h = wav_header(100)
print(len(h), h)
fields = struct.unpack('<4sI4s4sIHHIIHH4sI', h)
print(fields)
print(struct.unpack('>HH', b'\x12\x34\x56\x78'), hex(struct.unpack('<I', b'\x12\x34\x56\x78')[0]))
