import io
s = io.StringIO("abcdef")
print(s.truncate(3), repr(s.getvalue()), s.tell())
s.seek(1)
print(s.truncate(), repr(s.getvalue()))
print(s.truncate(10), repr(s.getvalue()))
try:
    s.truncate(-1)
except ValueError as e:
    print(e)
