from difflib import Differ
text1 = '''  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
'''.splitlines(keepends=True)
text2 = '''  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
'''.splitlines(keepends=True)
d = Differ()
result = list(d.compare(text1, text2))
print(''.join(result), end='')
print(len(result))
for line in Differ().compare(['same\n', 'x\n'], ['same\n', 'y\n', 'z\n']):
    print(repr(line))
