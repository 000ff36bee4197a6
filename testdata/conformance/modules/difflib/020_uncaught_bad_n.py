import difflib
print(difflib.get_close_matches('a', ['a', 'b'], n=1))
difflib.get_close_matches('a', ['a'], n=0)
