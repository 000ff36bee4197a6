from collections import deque

d = deque([1, 2, 3])
tests = [
    lambda: deque().pop(),
    lambda: deque().popleft(),
    lambda: d[3],
    lambda: d[-4],
    lambda: d['a'],
    lambda: d[1:2],
    lambda: d.append(),
    lambda: d.append(1, 2),
    lambda: d.pop(0),
    lambda: d.rotate('x'),
    lambda: d.rotate(1, 2),
    lambda: d.rotate(n=1),
    lambda: d.index(),
    lambda: d.index(1, 'a'),
    lambda: d.insert(1),
    lambda: d.insert('a', 1),
    lambda: d.count(),
    lambda: d.extend(),
    lambda: d.extend(5),
    lambda: deque(5),
    lambda: deque([], 'a'),
    lambda: deque([], 2.0),
    lambda: deque([], -1),
    lambda: deque(maxlen=1, foo=2),
    lambda: deque([], 1, 2),
    lambda: d + [1],
    lambda: d * 'a',
    lambda: d.copy(1),
    lambda: d.extendleft(None),
]
for t in tests:
    try:
        print(repr(t()))
    except Exception as e:
        print(type(e).__name__, e)
try:
    del d[5]
except IndexError as e:
    print('IndexError', e)
try:
    d[7] = 1
except IndexError as e:
    print('IndexError', e)
