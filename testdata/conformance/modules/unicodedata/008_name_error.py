import unicodedata
for c in ["\x00", "\ud800", chr(0x31350)]:
    try:
        unicodedata.name(c)
    except ValueError as e:
        print("ValueError", e)
