# The chunks TextWrapper cuts a paragraph into, with and without
# break_on_hyphens, on ASCII and non-ASCII text, and what it says about
# inputs that are not str.
import textwrap

w = textwrap.TextWrapper(width=12)
texts = [
    "state-of-the-art co-op -- a dash---here x-y-z ab- -cd",
    "Müller-Lüdenscheidt  straße\tÉcole-été ٣-٤ naïve--ish",
    "\u00a0no\u00a0break spaces\r\nand\x0bvertical\x0cfeeds",
    "--leading hyphens, trailing-- and 'quoted-words'!",
    "",
]
for t in texts:
    print(w._split(t))
    w.break_on_hyphens = False
    print(w._split(t))
    w.break_on_hyphens = True
    print(textwrap.wrap(t, 12))


class Str(str):
    pass


print(textwrap.wrap(Str("sub-class of str wraps too"), 10))
print([type(c).__name__ for c in w._split(Str("a-b cd-ef"))])
for bad, kw in [(b"abc def", {}), (5, {"expand_tabs": False, "replace_whitespace": False}),
                (b"x y", {"expand_tabs": False, "replace_whitespace": False})]:
    try:
        print(textwrap.wrap(bad, **kw))
    except Exception as e:
        print(type(e).__name__, e)
