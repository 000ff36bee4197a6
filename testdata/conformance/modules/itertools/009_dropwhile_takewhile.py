from itertools import dropwhile, takewhile

print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(dropwhile(lambda x: True, [1, 2])))
print(list(takewhile(lambda x: True, [1, 2])))
print(list(takewhile(lambda x: False, [1, 2])))
lines = ["# header", "# more", "data 1", "# not header", "data 2"]
print(list(dropwhile(lambda l: l.startswith("#"), lines)))
print(list(takewhile(str.isalpha, "abc123def")))
it = iter(range(10))
print(list(takewhile(lambda x: x < 3, it)))
print(list(it))
t = takewhile(lambda x: x < 3, [1, 2, 3, 1])
print(list(t), list(t))
calls = []

def pred(x):
    calls.append(x)
    return x < 2

print(list(dropwhile(pred, [0, 1, 2, 0, 1])), calls)
for call in [lambda: dropwhile(), lambda: dropwhile(len), lambda: takewhile(len, 5),
             lambda: takewhile(len, [], 1), lambda: list(dropwhile(None, [1])),
             lambda: list(takewhile(5, [1])), lambda: dropwhile(pred=len, iterable=[])]:
    try:
        call()
    except TypeError as e:
        print(e)
