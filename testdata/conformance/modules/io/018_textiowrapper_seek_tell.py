import io
b = io.BytesIO("ab\ncd\néf\n".encode("utf-8"))
t = io.TextIOWrapper(b, encoding="utf-8")
print(repr(t.readline()), t.tell())
pos = t.tell()
print(repr(t.readline()), repr(t.read(1)), t.tell())
t.seek(pos)
print(repr(t.read()))
print(t.seek(0), repr(t.read(2)))
try:
    t.seek(0, 1)
    t.seek(3, 1)
except io.UnsupportedOperation as e:
    print("UnsupportedOperation", e)
try:
    t.seek(1, 2)
except io.UnsupportedOperation as e:
    print("UnsupportedOperation", e)
print(t.seekable(), t.readable(), t.writable(), t.buffer is b, t.closed)
t.close()
print(b.closed)
