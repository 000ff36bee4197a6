import re

log = ["GET /index.html 200", "POST /api/users 201", "DELETE /api/users/7 404", "PATCH x"]
rx = re.compile(r"(?P<method>GET|POST|DELETE)\s+(?P<path>/\S*)\s+(?P<code>\d{3})")
for line in log:
    m = rx.match(line)
    if m:
        print(m.group("method", "code"), m.lastgroup, m.groups())
    else:
        print("no match:", line)
print(re.findall(r"(a)(b)?", "ab a ab"))
print(re.search(r"(\w)\1", "abccde").group(), re.sub(r"(\w)\1", r"<\1\1>", "aabbcd"))
print(re.findall(r"\d+?", "12345"), re.findall(r"<.*?>", "<a><b>"), re.findall(r"<.*>", "<a><b>"))
