import difflib
print('\n'.join(difflib.ndiff(['apple pie'], ['apple tart'])))
print('\n'.join(difflib.ndiff(['hello world'], ['hello  world'])))
print('\n'.join(difflib.ndiff(['abc', 'def', 'ghi'], ['abc', 'dxf', 'ghi', 'jkl'])))
print('\n'.join(difflib.ndiff(['one', 'two'], ['three', 'four'])))
print('\n'.join(difflib.ndiff(['x', 'y', 'z'], ['a'])))
print('\n'.join(difflib.ndiff(['same', 'aaa', 'same'], ['same', 'bbb', 'same', 'same'])))
