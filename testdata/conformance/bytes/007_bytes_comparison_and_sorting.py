items = [b"banana", b"Apple", b"apple", b"", b"\xff", b"a\x00"]
print(sorted(items))
print(b"abc" == b"abc", b"abc" == "abc", b"abc" < b"abd", b"ab" < b"abc")
print(b"abc" == bytearray(b"abc"), bytearray(b"z") > b"a")
print(max(items), min(items, key=len))
print(hash(b"abc") == hash(b"abc"))
