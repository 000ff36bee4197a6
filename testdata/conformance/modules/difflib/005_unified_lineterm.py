import difflib
a = 'the quick brown fox'.split()
b = 'the quick red fox jumps'.split()
for line in difflib.unified_diff(a, b, fromfile='before', tofile='after', lineterm=''):
    print(line)
text1 = """def f(x):
    return x + 1

def g(y):
    return y * 2
""".splitlines(keepends=True)
text2 = """def f(x):
    return x + 2

def g(y):
    # doubled
    return y * 2
""".splitlines(keepends=True)
print(''.join(difflib.unified_diff(text1, text2, 'f.py', 'f.py')), end='')
