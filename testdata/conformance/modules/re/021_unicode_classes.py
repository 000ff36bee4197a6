import re

s = "Café 123 ٣٤ naïve ½ x_y\u00a0z\u2003w ΑΒΓ дом 漢字"
print(re.findall(r"\w+", s))
print(re.findall(r"\d+", s))
print(re.findall(r"\s", s))
print(re.findall(r"\W+", s))
print(re.findall(r"\D+", "a1٣b"))
print(re.findall(r"\S+", "a\u2003b\x1cc"))
print(re.findall(r"[\w]+", "ab-cd_é"), re.findall(r"[^\w\s]+", "a, b! c?"))
print(re.findall(r"\bé\w*", "école été"))
print(re.findall(r"[α-ω]+", "αβγ δεζ ABC"))
print(re.findall(r"[\u4e00-\u9fff]+", "中文 text 字"))
print(re.findall(r"[^\x00-\x7f]+", "abc é 😀 x"))
print(re.search(r"😀+", "a😀😀b").span(), re.findall(".", "a😀b"))
all256 = "".join(map(chr, range(256)))
print(len(re.findall(r"\w", all256)), len(re.findall(r"\s", "".join(map(chr, range(0x3000))))))
