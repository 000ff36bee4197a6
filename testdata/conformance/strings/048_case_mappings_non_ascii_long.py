# Full case mappings of non-ASCII strs, short and long (past the
# 128-byte chunk they are gathered in): one-to-many mappings, final
# sigma, title-case digraphs, dotted and dotless i.
h = 0
for n in [0, 1, 10, 40, 42, 43, 100, 129, 300]:
    for base in ["Straße ÉCOLE ǅemal ﬁne ", "ΣΑΣ όσος Σ. ", "İstanbul ıi ", "ŉ ǰ ΐ ﬀ "]:
        s = (base * 40)[:n]
        for r in (s.lower(), s.upper(), s.casefold(), s.title(), s.capitalize(), s.swapcase()):
            for ch in r:
                h = (h * 131 + ord(ch)) % 1000000007
        print(n, len(s.upper()), s.upper()[-6:], s.lower()[-6:], s.title()[-6:])
print(h)
