import re

patterns = [r"\d+", r"[a-z]+", r"(unclosed"]
for p in patterns:
    print(p, re.findall(p, "abc 123 def"))
