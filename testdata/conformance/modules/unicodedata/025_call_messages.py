import unicodedata

old = unicodedata.ucd_3_2_0
calls = [
    (unicodedata.category, (), {}),
    (unicodedata.mirrored, ("a", "b"), {}),
    (unicodedata.lookup, (), {}),
    (unicodedata.category, (), {"chr": "a"}),
    (old.category, (), {}),
    (old.decimal, ("a", 1, 2), {}),
    (old.normalize, ("NFC",), {}),
    (old.lookup, ("a", "b"), {}),
    (old.bidirectional, (), {"chr": "a"}),
    (old.numeric, ("x",), {}),
]
for f, args, kw in calls:
    try:
        f(*args, **kw)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
