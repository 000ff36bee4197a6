texts = [("h\xe9llo", "ascii"), ("na\xefve caf\xe9s", "ascii"), ("\u20ac", "latin-1"),
         ("\U0001f600!", "latin-1"), ("a\ud800b", "utf-8"), ("x\udc80\udc81", "utf-8")]
for text, enc in texts:
    try:
        text.encode(enc)
    except UnicodeEncodeError as e:
        bad = e.object[e.start:e.end]
        print(str(e))
        print("  ", e.args)
        print("  ", ascii(bad), e.end - e.start, isinstance(e, ValueError))
try:
    float.fromhex("1\ud800")
except UnicodeError as e:
    print(type(e).__name__, e.args)
