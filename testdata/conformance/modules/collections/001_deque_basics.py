from collections import deque

d = deque()
print(d, len(d), bool(d), d.maxlen)
d.append(1); d.append(2); d.appendleft(0)
print(d, len(d), bool(d), d[0], d[-1], d[1])
print(d.pop(), d.popleft(), d)
d.extend(range(5)); d.extendleft('abc')
print(d)
print(list(d), tuple(d), [x for x in d if isinstance(x, int)])
print(deque('hello'), deque((1, 2)), deque({3: 4}), deque(x * x for x in range(4)))
print(deque(iterable=[1, 2], maxlen=None), deque(maxlen=2), deque([], 0))
print(repr(deque([None, 'a', 1.5, (1,)])), str(deque([[1, 2]])))
