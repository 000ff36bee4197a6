import re

m = re.match(r"((a)(b(c)))(d)?", "abc")
print(m.groups(), m.lastindex, m.span(3), m.span(5), m.regs)
m = re.match(r"(?:(a)|(b))+", "abab")
print(m.groups(), m.lastindex)
m = re.match(r"(a(b)?)+", "aba")
print(m.groups(), m.span(1), m.span(2))
m = re.match(r"(\w)+", "abc")
print(m.group(1), m.span(1))
m = re.match(r"(?P<outer>x(?P<inner>y)*)+", "xyyxy")
print(m.groupdict(), m.lastgroup, m.lastindex)
print(re.match(r"(a)|(b)|(c)", "c").lastindex, re.match(r"(?:(a)|b)", "b").lastindex)
print(re.findall(r"((\d)(\w))", "1a2b"))
