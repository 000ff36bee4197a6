import codecs

text = "caf\xe9 \u20ac5 \U0001f600 \x85 \ue000 \uac00 \u4e00"
print(text.encode("ascii", "namereplace"))
print(text.encode("latin-1", "namereplace"))
print("a\ud800b".encode("utf-8", "namereplace"))
print(codecs.encode("\u0100\u20ac", "cp1252", "namereplace"))
print(codecs.namereplace_errors(UnicodeEncodeError("ascii", "x\xe9\u0378", 1, 3, "r")))
try:
    codecs.namereplace_errors(UnicodeDecodeError("ascii", b"x", 0, 1, "r"))
except TypeError as e:
    print(e)
