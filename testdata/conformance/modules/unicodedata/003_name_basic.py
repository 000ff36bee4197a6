import unicodedata
for c in "Aa1 é€😀":
    print(unicodedata.name(c))
