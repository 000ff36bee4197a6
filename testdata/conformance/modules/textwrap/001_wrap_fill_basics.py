import textwrap

text = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen "
        "liquor jugs. How vexingly quick daft zebras jump!")
for width in (10, 25, 40, 70):
    print(f"--- width {width}")
    print(textwrap.fill(text, width))
print(textwrap.wrap(text, 30))
print(textwrap.wrap(""), textwrap.wrap("   "), textwrap.fill(""))
print(textwrap.wrap("one"), textwrap.wrap("  leading and trailing  ", 10))
print(textwrap.wrap("a\tb\tc", 20), textwrap.wrap("line1\nline2\r\nline3", 40))
print(textwrap.fill("short", width=100))
