import unicodedata
for s in ["abc", "é", "e\u0301", "ﬁ", "Å"]:
    print(ascii(s), [unicodedata.is_normalized(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")])
