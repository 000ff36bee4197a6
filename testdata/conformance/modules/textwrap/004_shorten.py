import textwrap

print(textwrap.shorten("Hello  world!", width=12))
print(textwrap.shorten("Hello  world!", width=11))
print(textwrap.shorten("Hello world", width=10, placeholder="..."))
s = "The quick brown fox jumps over the lazy dog"
for w in (5, 10, 15, 20, 43, 50):
    print(w, repr(textwrap.shorten(s, w)))
print(repr(textwrap.shorten("   spaced\n\tout   text  ", 30)))
print(repr(textwrap.shorten("Supercalifragilistic", 10)))
print(repr(textwrap.shorten("", 10)))
try:
    textwrap.shorten("abc", 3)
except ValueError as e:
    print("ValueError", e)
print(repr(textwrap.shorten("one two three", 12, placeholder="")))
