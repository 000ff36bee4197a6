import string

def slugify(title):
    allowed = string.ascii_lowercase + string.digits + "-"
    s = title.lower().replace(" ", "-")
    return "".join(c for c in s if c in allowed)
print(slugify("Hello, World! 2024 Edition"))
print(string.capwords("the QUICK brown fox"), string.capwords("hello_world-foo bar", "_"))
print(all(c in string.hexdigits for c in "deadBEEF"), all(c in string.octdigits for c in "0789"))
counts = {name: sum(c in getattr(string, name) for c in "Hi there, 42!") for name in ["ascii_letters", "digits", "punctuation", "whitespace"]}
print(counts)
print(string.ascii_uppercase[::-1][:5], string.digits[::2])
print(len(set(string.printable)), string.printable[-6:] == string.whitespace)
