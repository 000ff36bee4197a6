import textwrap

def documented():
    """Summary line.

    Details indented
        with a nested block
    and back.
    """

doc = documented.__doc__
first, _, rest = doc.partition("\n")
print(first)
print(textwrap.dedent(rest))
sql = textwrap.dedent("""\
    SELECT *
      FROM t
     WHERE x = 1
""")
print(sql, end="")
print(repr(textwrap.dedent("\t\tx\n\t\ty\n\t z")))
print(repr(textwrap.dedent("    a\n\n    b\n  \n")))
print(repr(textwrap.indent("one\ntwo\n", "  ", predicate=str.strip)))
