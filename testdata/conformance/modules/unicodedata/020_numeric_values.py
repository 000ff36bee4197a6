import unicodedata as ud

for ch in "7\u0663\u06f4\u0967\u00b2\u2460\u00bd\u2155\u216b\u4e07\u5146\u0f33\U0001d7d8\u2189x":
    print(f"U+{ord(ch):04X}",
          ud.decimal(ch, None), ud.digit(ch, None), ud.numeric(ch, None))
print(ud.numeric("\u00be") * 4, type(ud.decimal("5")).__name__, type(ud.numeric("5")).__name__)
print(sum(ud.decimal(c) for c in "\u0661\u0662\u0663"))
