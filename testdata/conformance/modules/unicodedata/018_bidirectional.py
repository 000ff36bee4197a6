import unicodedata

samples = "aZ5 \t\n,.+-$%\u05d0\u0627\u0660\u06f1\u0300\u200e\u200f\u202a\u2066\ufeff\u00a0\u2028\U0001d7ce\u0378\ud800"
for ch in samples:
    print(f"U+{ord(ch):04X}", repr(unicodedata.bidirectional(ch)))
