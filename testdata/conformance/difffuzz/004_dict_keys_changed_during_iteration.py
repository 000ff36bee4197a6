# Found by difffuzz (seed 4 index 14281, minimized): popping the current
# key and adding another keeps the size, but CPython's iterator then finds
# an item it did not expect and raises "dictionary keys changed during
# iteration".
d = {'a': 3}
try:
    for k, v in d.items():
        d.pop(k, None)
        d['b'] = 1
except RuntimeError as exc:
    print('RuntimeError', exc)
print(d)
e = {'x': 1, 'y': 2}
try:
    for k in e:
        del e[k]
        e[k + '!'] = 0
except RuntimeError as exc:
    print('RuntimeError', exc)
print(e)
