import textwrap

text = "This is one. This is two! Is this three? \"Quoted.\" Mr. Smith e.g. stays. End."
print(textwrap.fill(text, 30, fix_sentence_endings=True))
print(textwrap.wrap("Fix.\nThis.", 40, fix_sentence_endings=True))
print(textwrap.wrap("A. B. C.", 40, fix_sentence_endings=True))
print(textwrap.wrap("col1\tcol2\tcol3", 40))
print(textwrap.wrap("col1\tcol2\tcol3", 40, tabsize=2))
print(textwrap.wrap("\tindented", 40, tabsize=4, drop_whitespace=False))
print(textwrap.wrap("a\tb", 40, expand_tabs=False, replace_whitespace=False))
print(textwrap.wrap("a\x0bb\x0cc\rd", 40))
print(textwrap.wrap("a\x0bb\x0cc\rd", 40, replace_whitespace=False))
