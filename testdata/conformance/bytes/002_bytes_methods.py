b = b"  Hello, Bytes World!  "
print(b.strip(), b.lower(), b.upper(), b.split(b","), b.replace(b"l", b"L"))
print(b.find(b"World"), b.count(b"l"), b.startswith(b"  He"), b.strip().endswith(b"!"))
print(b"-".join([b"a", b"b", b"c"]), b"a,b,,c".split(b","), b"x y  z".split())
print(b"abc".hex(), bytes.fromhex("de ad be ef"), b"\x01\x02".hex(":"))
print(b"abc".isalpha(), b"123".isdigit(), b"Ab".islower(), b"hello world".title())
print(b"abc" + b"def", b"ab" * 3, b"b" in b"abc", 98 in b"abc")
print(b"key=value".partition(b"="), b"a.b.c".rsplit(b".", 1))
