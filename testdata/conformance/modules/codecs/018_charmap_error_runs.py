import codecs

for errors in ["strict", "replace", "xmlcharrefreplace", "backslashreplace", "surrogateescape", "bogus"]:
    for text in ["a\u0100\u0101b\u20ac", "x\udc81\udc90y", "x\udc81\u0100y"]:
        try:
            print(errors, codecs.encode(text, "cp1252", errors))
        except UnicodeEncodeError as e:
            print(errors, "UnicodeEncodeError", e.args)
        except LookupError as e:
            print(errors, "LookupError", e)
try:
    codecs.decode(b"a\x81\x81", "cp1252")
except UnicodeDecodeError as e:
    print(e, "|", e.object[e.start:e.end])
