import textwrap

long = "supercalifragilisticexpialidocious"
print(textwrap.wrap(long, 10))
print(textwrap.wrap(long, 10, break_long_words=False))
print(textwrap.wrap("a " + long + " b", 10, break_long_words=False))
hy = "The well-known state-of-the-art long-term self-driving car re-entered"
for w in (8, 12, 16, 20):
    print(w, textwrap.wrap(hy, w))
    print(w, textwrap.wrap(hy, w, break_on_hyphens=False))
print(textwrap.wrap("Look, goof-ball -- use the -b option!", 12))
print(textwrap.wrap("this--that and these---those", 9))
print(textwrap.wrap("x" * 25 + "-" + "y" * 10, 12))
print(textwrap.wrap("---------- dashes ----------", 5))
print(textwrap.wrap("http://example.com/a-very-long-path/with-many-hyphenated-segments", 20))
print(textwrap.wrap("e-mail co-operate a-b-c-d-e well-", 6))
print(textwrap.wrap("1-2-3-4 ab-12 12-ab", 4))
