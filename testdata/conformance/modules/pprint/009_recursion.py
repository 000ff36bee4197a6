import pprint
a = [1, 2]
a.append(a)
s = pprint.pformat(a)
print(s.replace(str(id(a)), 'ID'))
d = {'k': 1}
d['self'] = d
print(pprint.pformat(d).replace(str(id(d)), 'ID'))
print(pprint.isrecursive(a), pprint.isrecursive([1, 2]), pprint.isreadable(a))
print(pprint.saferepr(a).replace(str(id(a)), 'ID'))
big = [a] * 30
print(pprint.pformat(big).replace(str(id(a)), 'ID').count('Recursion'))
