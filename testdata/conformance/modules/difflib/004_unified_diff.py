import difflib
a = ['one\n', 'two\n', 'three\n', 'four\n', 'five\n', 'six\n', 'seven\n', 'eight\n', 'nine\n', 'ten\n']
b = ['zero\n', 'one\n', 'two\n', 'THREE\n', 'four\n', 'five\n', 'six\n', 'seven\n', 'eight\n', 'ten\n', 'eleven\n']
print(''.join(difflib.unified_diff(a, b, fromfile='a.txt', tofile='b.txt')), end='')
print('---n=1')
print(''.join(difflib.unified_diff(a, b, n=1)), end='')
print('---n=0')
print(''.join(difflib.unified_diff(a, b, 'old', 'new', '2020-01-01', '2020-01-02', n=0)), end='')
print(list(difflib.unified_diff(a, a)))
print(list(difflib.unified_diff([], ['x'])))
print(list(difflib.unified_diff(['x'], [])))
