import re

def snake(name):
    s = re.sub(r"(.)([A-Z][a-z]+)", r"\1_\2", name)
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s).lower()

def camel(name):
    return re.sub(r"_([a-z])", lambda m: m.group(1).upper(), name)

for n in ["CamelCase", "getHTTPResponseCode", "already_snake", "HTTPServer", "a1B2"]:
    print(n, snake(n), camel(snake(n)))
html = "<p>Hello <b>world</b> &amp; <a href='x'>link</a></p>"
print(re.sub(r"<[^>]+>", "", html))
print(re.findall(r"href='([^']*)'", html))
tmpl = "Hello {name}, you owe ${amount:.2f} (due {date})"
vals = {"name": "Ann", "amount": "12.5", "date": "Mon"}
print(re.sub(r"\{(\w+)(?::[^}]*)?\}", lambda m: vals.get(m.group(1), m.group(0)), tmpl))
print(re.findall(r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?", "x=-3.5e2, y=42, z=.5, w=-0.25"))
text = "The the quick brown fox. The fox! Quick?"
words = re.findall(r"[a-z']+", text.lower())
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
print(re.split(r"(?<=[.!?])\s+", text))
for s in ["192.168.1.1", "256.1.1.1", "1.2.3", "10.0.0.255"]:
    ok = re.fullmatch(r"(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)", s)
    print(s, bool(ok))
for s in ["+1 (555) 123-4567", "555.123.4567", "12345"]:
    print(s, re.sub(r"\D", "", s), bool(re.fullmatch(r"\+?1?\s*\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}", s)))
md = "# Title\nSome *emph* and **bold** text.\n## Sub\n- item 1\n- item 2\n"
print(re.findall(r"^(#+)\s+(.*)$", md, re.M))
print(re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", md).splitlines()[1])
print(re.findall(r"^- (.*)$", md, flags=re.MULTILINE))
csvline = 'a, "b, c", d,"e"'
print([x.strip().strip('"') for x in re.findall(r'(?:^|,)\s*("[^"]*"|[^,]*)', csvline)])
