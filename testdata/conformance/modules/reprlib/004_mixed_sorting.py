import reprlib
print(reprlib.repr({3, 1, 2}))
print(reprlib.repr({'b': 1, 'a': 2}))
print(reprlib.repr({1: 'x', 'a': 'y'}) in ("{1: 'x', 'a': 'y'}", "{'a': 'y', 1: 'x'}"))
print(reprlib.repr(1.5), reprlib.repr(None), reprlib.repr(True))
print(reprlib.repr(b'x' * 100))
print(reprlib.aRepr.maxlevel)
