import unicodedata
s = "Åﬁ①é\u0301ｶﾞ"
for f in ["NFC", "NFD", "NFKC", "NFKD"]:
    print(f, ascii(unicodedata.normalize(f, s)))
