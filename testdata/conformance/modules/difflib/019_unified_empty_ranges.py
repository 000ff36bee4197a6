import difflib
cases = [([], []), (['a\n'], ['a\n']), ([], ['a\n', 'b\n']), (['a\n', 'b\n'], []),
         (['a\n'], ['b\n']), (['x\n'] * 10, ['x\n'] * 5 + ['y\n'] + ['x\n'] * 5)]
for a, b in cases:
    print(list(difflib.unified_diff(a, b)))
    print(list(difflib.context_diff(a, b)))
