s = "xxhixx"
print(s.strip("x"), s.lstrip("x"), s.rstrip("x"), "  pad  ".strip())
print("[" + "ab".center(9, "*") + "]", "[" + "ab".ljust(6) + "]", "[" + "ab".rjust(6, ".") + "]")
print("42".zfill(6), "-42".zfill(6), "+7".zfill(4), "abc".zfill(2))
print("www.example.com".strip("cmowz."))
print("prefix_body".removeprefix("prefix_"), "file.tar.gz".removesuffix(".gz"), "x".removeprefix("y"))
print(repr("\t tabbed \n".strip()), repr("a\tb".expandtabs(4)), repr("\tx".expandtabs()))
