items = ["plain", "it's", 'say "hi"', "both ' and \"", "tab\there", "new\nline", "back\\slash", "\x07bell", "é", "\u200b", "😀"]
for s in items:
    print(repr(s), ascii(s), len(repr(s)))
print(str(items[:3]))
