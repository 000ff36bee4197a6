# Found by difffuzz (seed 4 index 1983, minimized): the !a conversion of an
# f-string escapes only the non-ASCII characters of the repr, as ascii()
# does; the repr's own quotes stay as they are.
*v79, v80 = f" | {(repr('emoji 😀'))!a:s}"
print(v79, v80)
print(f"{chr(39)!a}", f"{chr(39) + chr(233)!a}", ascii(chr(39) + chr(233)))
print(f"{'it' + chr(39) + 's é'!a:>20}|{['ü', 'a' + chr(34)]!a}")
