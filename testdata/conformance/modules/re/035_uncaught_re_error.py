import re

print(re.findall(r"\d", "a1"))
re.compile(r"(unclosed")
