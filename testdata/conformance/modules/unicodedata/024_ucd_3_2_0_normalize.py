import unicodedata

old = unicodedata.ucd_3_2_0
texts = ["\u1b05\u1b35", "\u1b06", "e\u0301", "\U0002f868", "\ufb01x", "\U0001f130",
         "\u1100\u1161\u11a8", "\u1b06\u0301", "\U0001e031a\u0301", "\u212b"]
for t in texts:
    row = [ascii(old.normalize(f, t)) for f in ("NFC", "NFD", "NFKC", "NFKD")]
    print(ascii(t), *row, old.is_normalized("NFKC", t))
for t in texts:
    print(ascii(t), ascii(unicodedata.normalize("NFKD", t)), unicodedata.is_normalized("NFKD", t))
# Lone surrogates pass through untouched, on both paths.
for f in ("NFC", "NFKD"):
    print(ascii(old.normalize(f, "\ud800\U0002f868e\u0301\udc00")),
          ascii(unicodedata.normalize(f, "\ud800\U0001e031\udfff")))
