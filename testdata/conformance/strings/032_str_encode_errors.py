s = "café ☕"
print(s.encode("utf-8"))
print(s.encode("ascii", errors="ignore"), s.encode("ascii", errors="replace"))
print(s.encode("ascii", errors="backslashreplace"), s.encode("ascii", errors="xmlcharrefreplace"))
print(s.encode("latin-1", errors="replace"), s.encode("utf-16-le")[:6])
try:
    s.encode("ascii")
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
print(b"caf\xe9".decode("latin-1"), b"\xff".decode("utf-8", "replace"), b"a\xffb".decode("utf-8", "ignore"))
try:
    b"\xc3\x28".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
