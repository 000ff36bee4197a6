import unicodedata
for c in "aZ09 !_\n~":
    print(repr(c), unicodedata.category(c))
