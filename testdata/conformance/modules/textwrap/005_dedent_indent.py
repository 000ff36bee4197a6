import textwrap

code = """
    def f():
        return 1

    print(f())
"""
print(repr(textwrap.dedent(code)))
print(textwrap.dedent(code))
print(repr(textwrap.dedent("  a\n    b\n  c")))
print(repr(textwrap.dedent("\ta\n\tb")))
print(repr(textwrap.dedent("  a\n\tb")))
print(repr(textwrap.dedent("   \n  a\n      \n  b\n")))
print(repr(textwrap.dedent("no indent\n  some")))
print(repr(textwrap.dedent("")))
print(repr(textwrap.dedent("    only one line")))
print(repr(textwrap.dedent("  \t a\n  \t b\n  \tc")))
print(repr(textwrap.dedent("  x\r\n  y\r\n")))

print(repr(textwrap.indent("a\nb\n\nc\n", "> ")))
print(repr(textwrap.indent("a\n  \nb", "  ")))
print(repr(textwrap.indent("a\nb", "+ ", lambda line: True)))
print(repr(textwrap.indent("x\r\ny\u2028z", "#")))
print(repr(textwrap.indent("keep\nskip me\nkeep", "- ", lambda l: not l.startswith("skip"))))
print(textwrap.indent(textwrap.dedent("""
    item one
    item two
"""), "    * "))
