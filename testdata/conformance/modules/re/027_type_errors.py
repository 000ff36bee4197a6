import re

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

p = re.compile("a")
t(lambda: p.search())
t(lambda: p.search("a", "x"))
t(lambda: p.search(1))
t(lambda: p.search(None))
t(lambda: re.search(1, "a"))
t(lambda: re.search(None, "a"))
t(lambda: re.sub("a", 1, "a"))
t(lambda: re.compile("a", "i"))
t(lambda: p.search("xa", pos=1, endpos=None))
t(lambda: p.search(string="xa"))
t(lambda: p.match("xa", 1))
t(lambda: p.split("bab", maxsplit=None))
t(lambda: re.findall("a"))
t(lambda: p.sub("b"))
t(lambda: re.escape(None))
t(lambda: re.purge())
t(lambda: p.search("a", 10 ** 30))
