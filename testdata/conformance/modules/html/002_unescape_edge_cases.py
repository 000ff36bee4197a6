import html

cases = [
    "&notit;",            # longest legacy prefix: &not + it;
    "&notin;",            # a full name wins
    "&amp",               # legacy names work without ';'
    "&ampersand",         # ... even when followed by letters
    "&Amp;",              # names are case-sensitive
    "&unknown;",          # left alone
    "&#65;&#x42;&#X43",   # decimal, hex, no ';'
    "&#0;",               # NUL becomes U+FFFD
    "&#128;&#x9F;",       # C1 controls read as windows-1252
    "&#x81;",             # one windows-1252 leaves undefined
    "&#xD800;",           # surrogate
    "&#x110000;",         # beyond Unicode
    "&#1;&#x0B;&#xFFFE;", # code points that vanish
    "&#13;",              # carriage return survives
    "&#; &#x; & ;",       # not references at all
    "&frac12;&frac34",
    "&NotEqualTilde;&bne;",
]
for c in cases:
    out = html.unescape(c)
    print(f"{c!r:26} -> {out!r} {[hex(ord(ch)) for ch in out][:4]}")
