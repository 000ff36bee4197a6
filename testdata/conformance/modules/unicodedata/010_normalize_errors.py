import unicodedata
for a in [("X", "a"), (1, "a"), ("NFC", 1)]:
    try:
        unicodedata.normalize(*a)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
