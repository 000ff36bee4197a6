from itertools import compress, filterfalse

print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(compress("ABCDEF", [True, False])))
print(list(compress("AB", [1, 1, 1, 1])))
print(list(compress(range(10), (x % 3 == 0 for x in range(10)))))
print(list(compress(data=[1, 2, 3], selectors=[0, 1, 1])))
names = ["ann", "bob", "cyd"]
active = [True, False, True]
print(list(compress(names, active)))
print(list(filterfalse(lambda x: x % 2, range(10))))
print(list(filterfalse(None, [0, 1, "", "a", None, [], [0]])))
print(list(filterfalse(bool, [0, 2, False, True])))
print(list(filterfalse(str.isdigit, "a1b2c3")))
for call in [lambda: compress(), lambda: compress([1]), lambda: compress(1, [1]),
             lambda: compress([1], 1), lambda: compress([1], [1], [1]),
             lambda: filterfalse(None), lambda: filterfalse(None, 3),
             lambda: filterfalse(None, [], x=1), lambda: list(filterfalse(3, [1]))]:
    try:
        call()
    except TypeError as e:
        print(e)
