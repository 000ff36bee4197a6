import unicodedata
print(unicodedata.name("\x00", "none"))
print(unicodedata.name(chr(0x31350), None))
print(unicodedata.name("\ue000", 42))
