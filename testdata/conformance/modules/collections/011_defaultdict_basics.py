from collections import defaultdict

groups = defaultdict(list)
for word in "apple avocado banana blueberry cherry apricot".split():
    groups[word[0]].append(word)
print(groups)
print(dict(groups), len(groups), 'z' in groups, groups.get('z'), 'z' in groups)
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(counts, sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
nested = defaultdict(lambda: defaultdict(int))
nested['a']['x'] += 1
nested['a']['y'] += 2
nested['b']['x'] += 3
print({k: dict(v) for k, v in nested.items()})
sets = defaultdict(set)
sets[1].add('a'); sets[1].add('b'); sets[2]
print(sorted((k, sorted(v)) for k, v in sets.items()))
print(defaultdict(), defaultdict(None), defaultdict(str, a='x'), defaultdict(list, [(1, [2])]))
print(defaultdict(int, {'a': 1}, b=2))
d = defaultdict(float)
print(d['missing'], d, d.default_factory)
d.default_factory = None
try:
    d['other']
except KeyError as e:
    print('KeyError', e)
print(isinstance(d, dict), type(d).__name__, type(d).__module__)
