import re

print(re.findall(r"\bcat\b", "cat concat cat. bobcat cats"))
print(re.findall(r"\Bcat\B", "concatenate cat"))
print(re.findall(r"\b", "ab cd"), re.findall(r"\B", "ab cd"))
print(re.search(r"\b", ""), re.search(r"\B", ""), re.search(r"^", ""), re.search(r"$", ""))
print(re.findall(r"^|$", "ab"), re.findall(r"(?m)^|$", "a\nb"))
print(re.findall(r"\A\w", "ab\ncd", re.M), re.findall(r"\w\Z", "ab\ncd", re.M))
print(re.search(r"a$", "a\n"), re.search(r"a\Z", "a\n"), re.search(r"a$", "a\n\n"))
print(re.findall(r"\b\w+\b", "it's a dog-eat-dog world_1"))
print(re.findall(r"(?m)\s+$", "a  \nb \n"))
