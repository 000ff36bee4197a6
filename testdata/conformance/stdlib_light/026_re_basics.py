import re

text = "Order #123 shipped on 2024-05-01; order #456 pending since 2024-04-28."
print(re.findall(r"#(\d+)", text))
print(re.findall(r"(\d{4})-(\d{2})-(\d{2})", text))
m = re.search(r"order #(?P<id>\d+) (?P<state>\w+)", text)
print(m.group(0), m.group("id"), m["state"], m.span(), m.groupdict())
print(re.match(r"Order", text) is not None, re.match(r"order", text))
print(re.fullmatch(r"\d+", "12345") is not None, re.fullmatch(r"\d+", "123a"))
print(re.sub(r"\d", "#", "a1b22c333"), re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@home you@work"))
print(re.split(r"[;,\s]+", "a, b;c  d"), re.split(r"(-)", "1-2-3"))
