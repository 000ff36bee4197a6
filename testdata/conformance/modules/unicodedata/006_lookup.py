import unicodedata
for n in ["LATIN SMALL LETTER A", "latin capital letter b", "EURO SIGN", "GRINNING FACE", "HANGUL SYLLABLE GA", "CJK UNIFIED IDEOGRAPH-4E00"]:
    print(n, ascii(unicodedata.lookup(n)))
