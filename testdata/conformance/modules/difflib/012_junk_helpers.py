import difflib
for line in ['\n', '  #   \n', 'hello\n', '#\n', '##\n', '', '   ', 'x #']:
    print(repr(line), difflib.IS_LINE_JUNK(line))
for ch in ' \tx\n':
    print(repr(ch), difflib.IS_CHARACTER_JUNK(ch))
print(''.join(difflib.ndiff(['a\n', '\n', 'b\n'], ['a\n', 'b\n', '\n'], linejunk=difflib.IS_LINE_JUNK)), end='')
