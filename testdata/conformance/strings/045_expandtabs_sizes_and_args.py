# expandtabs over tab sizes (negative, zero, one, odd), newlines and
# carriage returns, non-ASCII columns, and its argument errors.
for s in ["", "\t", "a\tb", "ab\tcd\tef\n\tx\r\ty", "é\tü\t", "\t" * 20, "x" * 70 + "\t" + "y" * 10, "col1\tcol2\tcol3\n" * 5]:
    print([s.expandtabs(n) for n in (-1, 0, 1, 2, 4, 8, 13)], s.expandtabs() == s.expandtabs(8))
for f in [lambda: "a\tb".expandtabs(10**30), lambda: "a\tb".expandtabs(2**40), lambda: "a\tb".expandtabs("x"), lambda: "a\tb".expandtabs(tabsize=3), lambda: "a\tb".expandtabs(tab=3), lambda: "a\tb".expandtabs(1, 2), lambda: "a\tb".expandtabs(2.0), lambda: "a\tb".expandtabs(True)]:
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
