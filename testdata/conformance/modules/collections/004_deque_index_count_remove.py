from collections import deque

d = deque([1, 2, 3, 2, 1, 2])
print(d.count(2), d.count(9), d.index(2), d.index(2, 2), d.index(2, 4), d.index(1, -2))
print(d.index(2, 0, 2), d.index(3, -10, 100))
try:
    d.index(2, 0, 1)
except ValueError as e:
    print('ValueError', e)
try:
    d.index('x')
except ValueError as e:
    print('ValueError', e)
d.remove(2); print(d)
try:
    d.remove(42)
except ValueError as e:
    print('ValueError', e)
d.insert(0, 'a'); d.insert(100, 'z'); d.insert(-1, 'y'); d.insert(-100, 'first'); d.insert(3, 'mid')
print(d)
del d[0]; del d[-1]; del d[2]
print(d)
d[0] = 'A'; d[-1] = 'Z'
print(d, 'A' in d, 'q' in d, 2 in d)
d.clear(); print(d, len(d))
print(deque([1.0, 1, True]).count(1), deque([[1], [1]]).index([1]))
