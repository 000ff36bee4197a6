import textwrap

print(textwrap.wrap("héllo wörld ünïcode çafé naïve résumé", 12))
print(textwrap.wrap("日本語のテキスト は 折り返し される", 6))
print(textwrap.wrap("non\u00a0breaking\u00a0space stays together", 10))
print(textwrap.wrap("em\u2014dash and en\u2013dash", 8))
for w in (1, 2, 3):
    print(w, textwrap.wrap("abc de-fg", w))
print(textwrap.wrap("word " * 5, 5))
print(textwrap.wrap("x", 1), textwrap.wrap("xy", 1, break_long_words=False))
print(textwrap.wrap("a  b   c", 3, drop_whitespace=False))
print(textwrap.wrap("\n\nleading newlines", 10))
print(textwrap.wrap("ends with spaces     ", 8, drop_whitespace=False))
print(textwrap.fill("1234567890" * 3, 7))
