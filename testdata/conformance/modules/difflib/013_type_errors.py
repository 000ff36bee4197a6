import difflib
for args in [([1], ['a']), (['a'], [b'x']), (['a'], ['b'], 5)]:
    try:
        list(difflib.unified_diff(*args))
    except TypeError as e:
        print(e)
try:
    list(difflib.context_diff(['a'], ['b'], fromfile=None))
except TypeError as e:
    print(e)
try:
    list(difflib.restore(['- a'], 3))
except ValueError as e:
    print(e)
print(list(difflib.diff_bytes(difflib.unified_diff, [b'a\n', b'b\n'], [b'a\n', b'c\n'], b'x', b'y')))
try:
    list(difflib.diff_bytes(difflib.unified_diff, ['a'], [b'b']))
except TypeError as e:
    print(e)
