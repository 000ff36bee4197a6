import re
for pat in ["a{99999999999}\\", "(?P<a>x)(?P=b)\\", "[a\\", "(?<=a+)\\", "\\8\\"]:
    try:
        re.compile(pat)
    except Exception as e:
        print(repr(pat), type(e).__name__, e)
for repl in [r"\g<nope>" + "\\", "\\1\\", "x\\"]:
    try:
        re.sub("(a)", repl, "a")
    except Exception as e:
        print(repr(repl), type(e).__name__, e)
