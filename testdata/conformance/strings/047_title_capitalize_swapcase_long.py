# title, capitalize and swapcase of ASCII strs on both sides of the
# 64-byte chunk they are mapped in, with words, digits and apostrophes
# running across the chunk boundary.
for n in [0, 1, 5, 63, 64, 65, 127, 128, 129, 300]:
    for base in ["hello World ", "ABC def_ghi1 2jK ", "it's o'neil's ", "x"]:
        s = (base * 40)[:n]
        t, c, w = s.title(), s.capitalize(), s.swapcase()
        print(n, t[-7:], t[58:70], c[:5], c[60:68], w[60:68], len(t) + len(c) + len(w))
