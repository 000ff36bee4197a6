cases = ["", "a", "a\n", "\n", "\n\n", "a\r\nb\rc\nd", "x\x0by\x0cz\x1c\x1d\x1ew", "é\x85ü\u2028v\u2029w", "\u2027\u202a\xc2", "end\r", "\r\n\r\n", "a\x85", "no break at all here"]
for s in cases:
    print(repr(s), s.splitlines(), s.splitlines(True), s.splitlines(keepends=True))
    for l in s.splitlines():
        print(" ", l.isascii(), len(l), end="")
    print()
try:
    "a".splitlines(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    "a".splitlines(keep=1)
except TypeError as e:
    print(type(e).__name__, e)
print("a\nb".splitlines(0), "a\nb".splitlines(2))
for f in [lambda: "a".splitlines(1, keepends=2), lambda: "a".splitlines(1,2,3), lambda: "a".splitlines(keepends=1, x=2),lambda: "a".splitlines(1, x=2), lambda: "a".splitlines(None), lambda: "a".splitlines([]), lambda: "a\n".splitlines(2.0), lambda: "a\n".splitlines(True), lambda: "a\n".splitlines(keepends=0), lambda: "a".splitlines(keep=1), lambda: "a\n".splitlines(10**30)]:
  try: print(f())
  except Exception as e: print(type(e).__name__, e)
