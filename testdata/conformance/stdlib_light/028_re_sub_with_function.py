import re

def to_upper(m):
    return m.group(0).upper()

print(re.sub(r"\b\w", to_upper, "the quick brown fox"))
prices = "apple $1.20, pear $0.75, melon $3"
def add_tax(m):
    return f"${float(m.group(1)) * 1.2:.2f}"
print(re.sub(r"\$(\d+(?:\.\d+)?)", add_tax, prices))
print(re.subn(r"o", "0", "foo boo zoo"))
camel = "parseHTTPResponseCode"
print(re.sub(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", camel).lower())
print(re.escape("1+1=2? (yes)"))
