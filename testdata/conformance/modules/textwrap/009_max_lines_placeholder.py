import textwrap

text = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu"
for max_lines in (1, 2, 3, 10):
    for width in (12, 20):
        print(max_lines, width, textwrap.wrap(text, width, max_lines=max_lines))
print(textwrap.wrap(text, 12, max_lines=2, placeholder=" (more)"))
print(textwrap.wrap("short text", 20, max_lines=1))
print(textwrap.wrap("abcdefghijklmnop qrst", 8, max_lines=2))
print(textwrap.wrap("a b c d e f g h", 5, max_lines=2, placeholder="..."))
print(textwrap.wrap("aaaa bbbb cccc", 9, max_lines=2, initial_indent="> ", subsequent_indent=">> "))
print(textwrap.fill(text, 15, max_lines=3, placeholder="…"))
