import re

text = "first line\nsecond line\n\nfourth\n"
print(re.findall(r"^\w+", text))
print(re.findall(r"^\w+", text, re.M))
print(re.findall(r"\w+$", text))
print(re.findall(r"\w+$", text, re.M))
print(re.findall(r"^$", text, re.M))
print(re.findall(r".+", text))
print(re.findall(r".+", text, re.S))
print(re.search(r"first.*fourth", text), re.search(r"first.*fourth", text, re.S).span())
print(re.search(r"\Afirst", text), re.search(r"\Asecond", text, re.M), re.search(r"fourth\Z", text))
print(re.search(r"fourth$", text), re.search(r"fourth\n\Z", text))
print(re.findall(r"(?m)^(\w)", "a\nb\nc"), re.findall(r"(?s:.)x", "\nx"), re.findall(r"(?m:^a)|b$", "a\nab"))
print(re.search("$", "abc\n").span(), re.search("$", "abc").span(), re.findall("$", "a\n"))
