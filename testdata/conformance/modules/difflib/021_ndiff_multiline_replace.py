import difflib
a = ['The first line of the file.\n', 'A second line with detail.\n', 'Third.\n', 'Fourth line here.\n']
b = ['The first line of this file.\n', 'Completely different.\n', 'A 2nd line with details.\n', 'Fourth line there.\n', 'Fifth.\n']
print(''.join(difflib.ndiff(a, b)), end='')
print(''.join(difflib.ndiff(a, b, charjunk=None)), end='')
