import string

print(string.capwords("hello world"))
print(string.capwords("  hello   WORLD  again "))
print(string.capwords("hello-world foo-bar", "-"))
print(string.capwords("a,b,,c", ","))
print(repr(string.capwords("")))
print(repr(string.capwords("   ")))
print(string.capwords("ÉCOLE élève"))
print(string.capwords("it's o'neil 3rd"))
print(string.capwords("tab\tsep\nnewline"))
print(string.capwords("x  y", " "))
try:
    string.capwords(5)
except AttributeError as e:
    print("AttributeError", e)
