import unicodedata
bad = 0
for i in range(0x20, 0x3000):
    n = unicodedata.name(chr(i), None)
    if n is not None and unicodedata.lookup(n) != chr(i):
        bad += 1
print(bad)
