import io
s = io.StringIO("0123456789")
print(s.seek(3), s.read(2), s.tell())
print(s.seek(0, 2), s.tell(), repr(s.read()))
print(s.seek(0, 1))
s.seek(20)
print(repr(s.read()), s.tell())
s.write("X")
print(repr(s.getvalue()))
for args in [(-1,), (1, 1), (1, 2), (0, 3)]:
    try:
        s.seek(*args)
    except (ValueError, OSError) as e:
        print(type(e).__name__, e)
