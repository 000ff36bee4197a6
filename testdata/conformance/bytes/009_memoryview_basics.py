buf = bytearray(b"abcdef")
mv = memoryview(buf)
print(mv[0], bytes(mv[1:3]), len(mv), mv.tobytes())
mv[0] = ord("A")
print(buf)
sub = mv[2:4]
sub[:] = b"XY"
print(buf, mv.readonly, memoryview(b"x").readonly)
print(mv.tolist()[:3], mv.nbytes)
