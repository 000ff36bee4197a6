import textwrap

text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore."
w = textwrap.TextWrapper(width=30, initial_indent="* ", subsequent_indent="  ")
print(w.fill(text))
w = textwrap.TextWrapper(width=30, initial_indent="1. ", subsequent_indent="   ", max_lines=2)
print(w.fill(text))
print(textwrap.fill(text, 25, max_lines=3, placeholder=" ..."))
print(textwrap.fill(text, 25, max_lines=1))
print(textwrap.wrap("Hello.  World. Next", 40, fix_sentence_endings=True))
print(textwrap.wrap("Mr. Smith went. He said \"hi.\" Then left! Okay? yes", 80, fix_sentence_endings=True))
print(textwrap.wrap("  keep   spaces  here  ", 10, drop_whitespace=False))
print(textwrap.wrap("tab\there\tand\tthere", 40, expand_tabs=False))
print(textwrap.wrap("tab\there", 40, tabsize=4))
print(textwrap.wrap("tab\there", 40, expand_tabs=False, replace_whitespace=False))
print(textwrap.wrap("new\nline", 40, replace_whitespace=False))
print(w.width, w.max_lines, w.placeholder, w.break_long_words, w.tabsize)
w2 = textwrap.TextWrapper()
w2.width = 12
print(w2.wrap("attributes can change after construction"))
try:
    textwrap.wrap("abc", 0)
except ValueError as e:
    print("ValueError", e)
try:
    textwrap.wrap("abc def ghi", 5, max_lines=1, placeholder="[too long]")
except ValueError as e:
    print("ValueError", e)
print(textwrap.wrap("abc def ghi jkl", 8, max_lines=2, placeholder="..."))
print(textwrap.wrap("aaaa bbbb", 4, initial_indent="     "))
