import string

for name in ["whitespace", "ascii_lowercase", "ascii_uppercase", "ascii_letters",
             "digits", "hexdigits", "octdigits", "punctuation", "printable"]:
    value = getattr(string, name)
    print(f"{name:16} {len(value):3} {value!r}")
print(sorted(string.__all__))
print(all(c in string.printable for c in "Hello, World!\n"))
print("".join(c for c in "a1-b2_c3!" if c in string.ascii_letters + string.digits))
table = str.maketrans("", "", string.punctuation)
print("Hello, world! (test)".translate(table))
