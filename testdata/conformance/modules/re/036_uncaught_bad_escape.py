import re

re.sub(r"a", r"\q", "abc")
