import unicodedata

old = unicodedata.ucd_3_2_0
calls = [
    (unicodedata.category, (None,)),
    (unicodedata.decimal, (None, 0)),
    (unicodedata.normalize, ("NFC", None)),
    (unicodedata.normalize, ("bogus", "")),
    (unicodedata.is_normalized, ("bogus", "")),
    (unicodedata.normalize, ("bogus", "a")),
    (unicodedata.lookup, (b"LATIN SMALL LETTER A",)),
    (unicodedata.lookup, (b"latin small letter b",)),
    (unicodedata.lookup, ("\ud800",)),
    (unicodedata.lookup, ("a\x00b",)),
    (unicodedata.lookup, ("",)),
    (unicodedata.lookup, (5,)),
    (unicodedata.lookup, (None,)),
    (old.lookup, (b"EURO SIGN",)),
    (old.name, ("\ud800", "none")),
    (old.category, ("\udfff",)),
    (unicodedata.bidirectional, ("\udfff",)),
    (unicodedata.decomposition, ("\U0010ffff",)),
]
for f, args in calls:
    try:
        print(f.__name__, ascii(f(*args)))
    except (TypeError, ValueError, KeyError) as e:
        print(f.__name__, type(e).__name__, e)
