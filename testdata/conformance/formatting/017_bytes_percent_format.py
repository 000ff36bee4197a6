print(b"%s=%d" % (b"count", 5))
print(b"%05.1f|%x|%c|%c" % (2.25, 255, 65, b"Z"))
print(b"%a" % "é", b"%r" % "x")
print(b"%b" % bytearray(b"ba"))
try:
    b"%s" % "text"
except TypeError as e:
    print("TypeError:", e)
