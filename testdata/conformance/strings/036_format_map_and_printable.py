class Defaulting(dict):
    def __missing__(self, key):
        return f"<{key}>"

template = "{user} ordered {qty} x {item}"
print(template.format_map({"user": "ann", "qty": 3, "item": "pens"}))
print(template.format_map(Defaulting(user="bob")))
for s in ["hello", "tab\t", "é", "\x00", "", "line\n", "\u200b"]:
    print(repr(s), s.isprintable())
print("%(a)s-%(b)s" % Defaulting(a=1, b=2))
