import io
for bad in [b"bytes", 12, ["x"]]:
    try:
        io.StringIO(bad)
    except TypeError as e:
        print(e)
s = io.StringIO()
for bad in [b"x", 3, None]:
    try:
        s.write(bad)
    except TypeError as e:
        print(e)
try:
    io.StringIO("", newline="x")
except ValueError as e:
    print(e)
try:
    s.writelines(["a", 1])
except TypeError as e:
    print(e)
print(repr(s.getvalue()))
