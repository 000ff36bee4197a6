vals = ["plain", "quote'd", "naïve", "tab\t", 42, 4.0, None, [1, "a"], {"k": (1,)}, b"by", "😀"]
for v in vals:
    print(repr(v), ascii(v), str(v))
