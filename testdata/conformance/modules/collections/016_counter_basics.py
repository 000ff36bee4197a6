from collections import Counter

c = Counter("abracadabra")
print(c)
print(c['a'], c['z'], len(c), sorted(c), c.total())
print(c.most_common(), c.most_common(2), c.most_common(0), c.most_common(-1), c.most_common(100))
print(sorted(c.elements()), list(Counter(a=2, b=0, c=-1, d=1).elements()))
words = "the cat and the hat and the bat".split()
wc = Counter(words)
print(wc.most_common(3), wc)
print(Counter({'x': 3, 'y': 1}), Counter(x=1, y=2), Counter(), Counter([]), Counter(None))
print(Counter([1, 1, 2, (3, 4), (3, 4), None]))
c['new'] += 5
c['b'] -= 10
print(c)
del c['nothere']
del c['a']
print(c, 'a' in c)
print(Counter('aab') == Counter('aba'), Counter('aab') == Counter('ab'), Counter(a=1, b=0) == Counter(a=1))
print(Counter('ab') == {'a': 1, 'b': 1}, Counter() == {})
