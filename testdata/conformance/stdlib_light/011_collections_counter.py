from collections import Counter

c = Counter("abracadabra")
print(c)
print(c.most_common(3), c["a"], c["z"])
c.update("aaz")
print(c.most_common(2), c.total())
d = Counter(a=3, b=1) - Counter(a=1, b=5)
print(d, Counter(a=3) + Counter(a=1, b=2), Counter(a=3) & Counter(a=1), Counter(a=1) | Counter(a=2))
words = "the cat and the hat and the bat".split()
print(Counter(words).most_common())
print(sorted(Counter(words).elements())[:5])
