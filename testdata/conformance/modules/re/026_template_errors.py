import re

for repl in [r"\2", r"\g<x>", r"\g<1", r"\g", r"\g<>", r"\q", "\\", r"\g<-1>", r"\g<1a>", r"\400", r"\g<99>"]:
    try:
        print(repr(repl), re.sub(r"(a)", repl, "a"))
    except (re.error, IndexError) as e:
        print(repr(repl), type(e).__name__, e)
m = re.match(r"(?P<w>\w+) (\w+)", "hello world")
print(m.expand(r"\2 \g<w> \g<0>!"), m.expand(r"[\1]\n"), repr(m.expand("plain")))
try:
    m.expand(r"\3")
except re.error as e:
    print("error:", e)
print(re.match(r"(a)(b)?", "a").expand(r"[\2]"))
print(re.match(rb"(a)", b"a").expand(rb"<\1>"))
