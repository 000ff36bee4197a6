import fnmatch, re
for pat in ["*.py", "a?c", "[abc]", "[!abc]", "a*b*c", "**", "x[", "[]]", "[a-z0-9]", "[^x]", "a.b", "*a*", "[z-a]", "[!]", "[\\]"]:
    t = fnmatch.translate(pat)
    print(repr(pat), t, bool(re.match(t, "abc")))
