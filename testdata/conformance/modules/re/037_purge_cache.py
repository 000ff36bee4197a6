import re

a = re.compile("x+")
b = re.compile("x+")
print(a is b, a == b)
re.purge()
c = re.compile("x+")
print(a == c, re.compile("x+", re.I) == a)
print(re.search("x+", "axxb").re == a)
print(re.compile(r"(?P<y>x)").match("x").re.groupindex["y"])
for i in range(600):
    re.compile("p%d" % i)
print(re.match("p5", "p5"))
