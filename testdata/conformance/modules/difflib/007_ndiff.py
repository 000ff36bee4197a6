import difflib
a = 'one\ntwo\nthree\n'.splitlines(keepends=True)
b = 'ore\ntree\nemu\n'.splitlines(keepends=True)
diff = list(difflib.ndiff(a, b))
print(''.join(diff), end='')
print(''.join(difflib.restore(diff, 1)), end='')
print(''.join(difflib.restore(diff, 2)), end='')
print(''.join(difflib.ndiff(['abcDefghiJkl\n'], ['abcdefGhijkl\n'])), end='')
print(''.join(difflib.ndiff(['\tabcDefghiJkl\n'], ['\tabcdefGhijkl\n'])), end='')
