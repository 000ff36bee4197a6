import unicodedata

old = unicodedata.ucd_3_2_0
print(old.unidata_version, unicodedata.unidata_version)
print(type(old).__name__, type(old) is unicodedata.UCD, isinstance(old, unicodedata.UCD))
for ch in "a\u00e9\u0221\u0237\u20b9\u1b06\u2f868\u4e00\U0001f600":
    print(f"U+{ord(ch):04X}", old.category(ch), unicodedata.category(ch),
          old.bidirectional(ch) or "-", old.name(ch, None) is None, old.east_asian_width(ch))
try:
    unicodedata.UCD()
except TypeError as e:
    print(e)
try:
    old.lookup("RUPEE SIGN")
except KeyError as e:
    print("KeyError", e)
print(unicodedata.lookup("RUPEE SIGN"))
