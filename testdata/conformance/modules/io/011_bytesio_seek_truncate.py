import io
b = io.BytesIO(b"0123456789")
print(b.seek(-3, 2), b.read())
print(b.seek(-100, 1), b.tell())
b.seek(12)
b.write(b"!")
print(b.getvalue())
print(b.truncate(4), b.getvalue(), b.tell())
for args in [(-1,), (0, 5)]:
    try:
        b.seek(*args)
    except ValueError as e:
        print(e)
try:
    b.truncate(-2)
except ValueError as e:
    print(e)
try:
    b.write("text")
except TypeError as e:
    print(e)
try:
    io.BytesIO("text")
except TypeError as e:
    print(e)
b.close()
try:
    b.getvalue()
except ValueError as e:
    print(e)
