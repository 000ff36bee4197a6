import unicodedata

calls = [
    (unicodedata.decimal, ("x",)),
    (unicodedata.digit, ("\u00bd",)),
    (unicodedata.numeric, ("x",)),
    (unicodedata.decimal, ()),
    (unicodedata.digit, ("1", 2, 3)),
    (unicodedata.numeric, ("12",)),
    (unicodedata.mirrored, ("ab",)),
    (unicodedata.decomposition, (5,)),
    (unicodedata.east_asian_width, ()),
    (unicodedata.bidirectional, ("a", "b")),
]
for f, args in calls:
    try:
        print(f(*args))
    except (TypeError, ValueError) as e:
        print(f.__name__, type(e).__name__, e)
print(unicodedata.decimal("x", -1), unicodedata.digit("x", "none"), unicodedata.numeric("y", 0.0))
