from collections import Counter

# Counting a large stream goes through the fast counting path.
vals = [(i * 7919) % 1000 for i in range(100000)]
c = Counter(vals)
print(len(c), c.most_common(5), c.total())
text = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod " * 500).split()
wc = Counter(text)
print(wc.most_common(3), len(wc))
chars = Counter(''.join(text))
print(chars.most_common(4))
c2 = Counter()
for v in vals[:1000]:
    c2[v % 10] += 1
print(sorted(c2.items()))
big = Counter({'a': 10**20})
big.update('a')
print(big)
bools = Counter([True, 1, 1.0, False, 0])
print(bools)
