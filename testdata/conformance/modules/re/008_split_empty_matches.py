import re

print(re.split(r"x*", "axbc"))
print(re.split(r"\b", "a bc d"))
print(re.split(r"", "abc"))
print(re.split(r"(?=[A-Z])", "helloWorldFooBar"))
print(re.split(r"(x*)", "axb"))
print(re.split(r"^", "a\nb", flags=re.M))
print(re.split(r"$", "a\nb", flags=re.M))
print(re.split(r"\s*", " a b "))
