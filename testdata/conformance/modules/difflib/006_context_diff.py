import difflib
a = ['one\n', 'two\n', 'three\n', 'four\n', 'five\n', 'six\n', 'seven\n', 'eight\n', 'nine\n', 'ten\n']
b = ['zero\n', 'one\n', 'two\n', 'THREE\n', 'four\n', 'five\n', 'six\n', 'seven\n', 'eight\n', 'ten\n', 'eleven\n']
print(''.join(difflib.context_diff(a, b, fromfile='a.txt', tofile='b.txt')), end='')
print('---')
print(''.join(difflib.context_diff(a, b, n=1, fromfiledate='d1', tofiledate='d2')), end='')
for line in difflib.context_diff(['a', 'b'], ['a', 'c', 'd'], lineterm=''):
    print(line)
print(list(difflib.context_diff(['x\n'], [])))
print(list(difflib.context_diff([], ['x\n'])))
