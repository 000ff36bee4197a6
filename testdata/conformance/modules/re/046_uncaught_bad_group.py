import re

m = re.match(r"(?P<year>\d{4})-(?P<month>\d\d)", "2024-05")
print(m["year"], m["month"])
print(m.group("day"))
