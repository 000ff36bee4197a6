import pprint
class C: pass
for obj in [1, 'a', [1, 2], {'a': 1}, (1,), C, C(), [C()], {1: object}, 2.5, None, set(), {1, 2}]:
    print(type(obj).__name__, pprint.isreadable(obj), pprint.isrecursive(obj))
print(pprint.saferepr({'b': 1, 'a': [1, 2, (3,)]}))
print(pprint.saferepr('x' * 100))
