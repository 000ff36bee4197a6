import fnmatch
files = ["main.py", "test_main.py", "README.md", "setup.cfg", "docs/index.rst", "Makefile", ".gitignore", "data.JSON"]
for pat in ["*.py", "test_*", "*.[mr]*", "[A-Z]*", "*/*", ".*", "*.json", "*.JSON", "?????.py", "*[!y]"]:
    print(pat, fnmatch.filter(files, pat))
print(fnmatch.fnmatch("a/b", "a*b"), fnmatch.fnmatchcase("A", "a"), fnmatch.fnmatch("", ""))
