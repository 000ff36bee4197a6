import unicodedata

def width(text):
    # Display columns: wide and fullwidth characters take two.
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)

for ch in "a\u00a1\u00e9\u3042\uff21\uff71\u4e00\u2500\U0001f600\u0378\U00020000":
    print(f"U+{ord(ch):04X}", unicodedata.east_asian_width(ch))
for text in ["hello", "\u3053\u3093\u306b\u3061\u306f", "mix\u6f22\u5b57", "\uff21\uff22\uff23"]:
    print(repr(text), len(text), width(text))
