import textwrap

msg = "Error: the request to https://api.example.com/v1/items failed with status 503 (service unavailable)"
for width in (20, 40, 60, 100):
    print(repr(textwrap.shorten(msg, width)))
print(repr(textwrap.shorten(msg, 30, placeholder="…")))
print(repr(textwrap.shorten(msg, 30, break_long_words=False)))
print(repr(textwrap.shorten("a-very-long-hyphenated-identifier here", 20)))
print(repr(textwrap.shorten("a-very-long-hyphenated-identifier here", 20, break_on_hyphens=False)))
print(repr(textwrap.shorten("x " * 50, 21)))
try:
    textwrap.shorten("text", 0)
except ValueError as e:
    print("ValueError", e)
try:
    textwrap.shorten("some text here", 5, placeholder=" [more]")
except ValueError as e:
    print("ValueError", e)
