import unicodedata

for ch in "A\u00e9\u00c5\u212b\u1e9b\ufb01\u2460\u00bd\u3300\uac00\u0344\uff21\U0001d400\u0378":
    print(f"U+{ord(ch):04X}", repr(unicodedata.decomposition(ch)))
print([c for c in "()<>[]{}ab\u00ab\u2208\u2264" if unicodedata.mirrored(c)])
print(unicodedata.mirrored("("), unicodedata.mirrored("a"))
