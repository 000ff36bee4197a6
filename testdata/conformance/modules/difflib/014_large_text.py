import difflib
base = ['line %d: %s\n' % (i, 'lorem ipsum dolor sit amet'[i % 20:]) for i in range(300)]
changed = base[:]
for i in range(0, 300, 37):
    changed[i] = changed[i].upper()
del changed[100:105]
changed.insert(200, 'new line\n')
out = list(difflib.unified_diff(base, changed, 'a', 'b'))
print(len(out))
print(''.join(out[:30]), end='')
s = difflib.SequenceMatcher(None, base, changed)
print(round(s.ratio(), 8), len(s.get_opcodes()))
