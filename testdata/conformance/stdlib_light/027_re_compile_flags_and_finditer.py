import re

pattern = re.compile(r"^(\w+):\s*(.*)$", re.MULTILINE)
headers = """Host: example.org
Content-Type: text/html
X-Empty:
Accept: */*"""
for m in pattern.finditer(headers):
    print(f"{m.group(1)!r:16} {m.group(2)!r} at {m.start()}")
print(re.findall(r"hello", "Hello HELLO hello", re.IGNORECASE))
print(re.search(r"a.c", "a\nc"), re.search(r"a.c", "a\nc", re.DOTALL).group())
verbose = re.compile(r"""
    (\d{3})   # area
    [-. ]?
    (\d{4})   # number
""", re.VERBOSE)
print(verbose.findall("call 555-1234 or 555 9876 or 5551111"))
print(pattern.pattern[:10], pattern.flags & re.MULTILINE != 0)
