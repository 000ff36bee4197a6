from difflib import SequenceMatcher
a = list(map(str, range(1, 40)))
b = a[:]
b[8:8] = ['i']
b[20] += 'x'
b[23:28] = []
b[30] += 'y'
s = SequenceMatcher(None, a, b)
for g in s.get_grouped_opcodes():
    print(g)
print('n=1')
for g in SequenceMatcher(None, a, b).get_grouped_opcodes(1):
    print(g)
print(list(SequenceMatcher(None, [], []).get_grouped_opcodes()))
print(list(SequenceMatcher(None, 'abc', 'abc').get_grouped_opcodes()))
s = SequenceMatcher(None, a, b)
list(s.get_grouped_opcodes(2))
print(s.get_opcodes()[0], s.get_opcodes()[-1])
