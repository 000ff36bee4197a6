# repr and ascii of strs over the first 0x3100 code points in blocks,
# quotes, backslashes, controls, astral and lone surrogates, hashed.
h = 0
def mix(s):
    global h
    for ch in s:
        h = (h * 131 + ord(ch)) % 1000000007
for start in range(0, 0x3100, 64):
    s = "".join(chr(c) for c in range(start, start + 64))
    mix(repr(s)); mix(ascii(s))
for s in ["", "'", '"', "'\"", "a'b", 'a"b', "\\", "\x7f\x80\xa0\xad", "\U0001f600\U000e0001\U0010ffff", "\ud800x\udfff", "tab\there\r\n", "plain text only"]:
    print(repr(s), ascii(s))
mix(repr("x" * 1000 + "'" + "\n"))
print(h)
