import fnmatch
cases = [("a.py", "*.py"), ("a.py", "*.PY"), (".hidden", "*"), ("abc", "a?c"), ("ac", "a?c"), ("a1", "a[0-9]"),
         ("ab", "a[!b]"), ("a]", "a[]]"), ("a-", "a[a-]"), ("a[", "a["), ("x/y", "x*"), ("", "*"), ("a\nb", "a*b"), ("z", "[z-a]")]
for name, pat in cases:
    print(repr(name), repr(pat), fnmatch.fnmatch(name, pat), fnmatch.fnmatchcase(name, pat))
print(fnmatch.filter(["main.py", "test.txt", "util.py", "README"], "*.py"))
print(fnmatch.fnmatch(b"a.py", b"*.py"))
