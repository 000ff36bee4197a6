import re

for pat, s in [("straße", "STRASSE"), ("STRASSE", "straße"), ("ß", "ẞ"), ("k", "K"), ("k", "\u212a"),
               ("s", "ſ"), ("[a-z]+", "ÀBC"), ("[à-ÿ]+", "ÀÉÎ"), ("é", "É"), ("µ", "μ"), ("µ", "Μ"),
               ("σ", "ς"), ("Σ", "ς"), ("i", "İ"), ("ı", "I"), ("[^k]", "K"), ("[^k]", "\u212a"),
               (r"(\w)\1", "aA"), (r"(é)\1", "éÉ"), ("ǅ", "ǆ"), ("ǆ", "Ǆ"), ("[ǅ]", "ǆ"), ("Ω", "\u2126"),
               ("[0-9]", "٣"), ("ﬀ", "FF"), ("ﬅ", "ﬆ")]:
    m = re.fullmatch(pat, s, re.I)
    print(pat, s, bool(m), bool(re.fullmatch(pat, s)))
print(re.findall(r"(?i)hello", "Hello HELLO hElLo"))
print(re.sub(r"(?i)the", "a", "The cat and THE dog"))
print(re.findall("[A-Z]", "aBcD", re.I))
print(re.findall(b"[A-Z]+", b"aBcD\xc9\xe9", re.I))
print(re.findall("(?i)[\u0400-\u04ff]+", "ДОМ дом"))
