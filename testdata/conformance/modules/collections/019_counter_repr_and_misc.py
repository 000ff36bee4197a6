from collections import Counter

print(Counter({'low': 1, 'high': 9, 'mid': 5, 'tie1': 5}))
print(Counter({1: 'b', 2: 'a'}))
print(Counter({'x': 1, 'y': 'text'}))
print(repr(Counter()), str(Counter('zz')))

class MyCounter(Counter):
    pass
m = MyCounter('hello')
print(m, type(m.copy()).__name__, type(m + m).__name__)
try:
    Counter.fromkeys('abc')
except NotImplementedError as e:
    print('NotImplementedError', e)
c = Counter('hello world')
print(c.most_common(3), [k for k, v in c.items() if v > 1])
print(dict(c), sorted(c.keys()), sum(c.values()), c.get('l'), c.get('q', 0))
print(Counter(c), Counter(c) is c, c.copy() == c)
print(c.__reduce__())
print(Counter('aaabbc').most_common(2)[0][0], max(Counter('xyzzy').items(), key=lambda kv: kv[1]))
print(isinstance(c, dict), Counter.__mro__[1].__name__)
