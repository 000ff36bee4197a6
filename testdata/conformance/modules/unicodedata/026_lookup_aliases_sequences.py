import unicodedata

old = unicodedata.ucd_3_2_0
names = ["LATIN CAPITAL LETTER GHA", "byte order mark", "NUL", "LINE FEED", "KEYCAP DIGIT ZERO",
         "latin small letter r with tilde", "TAMIL SYLLABLE KSSA", "hangul syllable ga",
         "HANGUL SYLLABLE GAG", "cjk unified ideograph-4e00", "CJK UNIFIED IDEOGRAPH-9FFF",
         "RUPEE SIGN", "A" * 257]
for name in names:
    row = []
    for db in (unicodedata, old):
        try:
            row.append(ascii(db.lookup(name)))
        except KeyError as e:
            row.append("KeyError " + str(e)[:50])
    print(name[:40], "|", " | ".join(row))
print(len(unicodedata.lookup("KEYCAP NUMBER SIGN")), unicodedata.name(unicodedata.lookup("BOM")))
