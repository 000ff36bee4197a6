import unicodedata
for n in ["NOT A NAME", "CJK UNIFIED IDEOGRAPH-31350", "HANGUL SYLLABLE XX"]:
    try:
        unicodedata.lookup(n)
    except KeyError as e:
        print("KeyError", e)
