# wrap() option combinations across widths: hyphen and long-word breaking,
# max_lines with placeholders (fitting, moved to the previous line, too
# large), indents, sentence endings; shorten, dedent margins, tabs.
import textwrap
text = "The quick brown fox jumps over the lazy dog. Hello there! A well-known long-winded hyphenated-word-list goes here.  End?"
for w in [5, 12, 35]:
    for kw in [{}, {'break_on_hyphens': False}, {'break_long_words': False}, {'max_lines': 2}, {'max_lines': 1, 'placeholder': '...'},
               {'fix_sentence_endings': True}, {'drop_whitespace': False}, {'initial_indent': '> ', 'subsequent_indent': '  ', 'max_lines': 3}]:
        try:
            print(w, sorted(kw), textwrap.wrap(text, w, **kw))
        except ValueError as e:
            print(w, sorted(kw), 'ValueError', e)
print(textwrap.shorten("Hello  world!   How are you today?", 12), textwrap.shorten("Hello world", 11), textwrap.shorten("abcdefghijkl mn", 8))
print(repr(textwrap.dedent("  a\n    b\n\t\n  c")), repr(textwrap.dedent("\ta\n  b")), repr(textwrap.dedent("   x\n  \ty\n   z")))
print(repr(textwrap.fill("a\tb  c\nd", 6, expand_tabs=False, replace_whitespace=False)), repr(textwrap.fill("a\tb c", 20, tabsize=4)))
print(textwrap.wrap("word " * 3, 4, max_lines=2, placeholder=' ..'), textwrap.wrap("aaaa bbbb cccc", 9, max_lines=2, placeholder='~~~~~'))
try:
    textwrap.wrap('x', 0)
except ValueError as e:
    print(e)
try:
    textwrap.wrap('x y z', 3, max_lines=1, placeholder='[....]')
except ValueError as e:
    print(e)
