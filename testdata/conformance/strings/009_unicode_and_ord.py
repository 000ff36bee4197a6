for ch in "aé€😀\n\x00":
    print(repr(ch), ord(ch), hex(ord(ch)), len(ch))
print(chr(65), chr(0x263A), chr(128512), repr(chr(0x7f)), repr(chr(0xad)))
s = "naïve café"
print(len(s), s.upper(), s.encode("utf-8"), len(s.encode("utf-8")))
print("\N{GREEK SMALL LETTER ALPHA}\u03b2\U0001F40D")
