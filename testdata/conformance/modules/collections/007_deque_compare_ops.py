from collections import deque

a, b, c = deque([1, 2, 3]), deque([1, 2, 3]), deque([1, 2, 4])
print(a == b, a != b, a == c, a < c, a <= b, c > a, c >= a, a > c)
print(deque([1, 2]) < deque([1, 2, 0]), deque() < deque([0]), deque([2]) > deque([1, 9]))
print(a == [1, 2, 3], a != (1, 2, 3), deque('ab') == deque('ab', maxlen=5))
try:
    a < [1]
except TypeError as e:
    print('TypeError', e.args[0].split(' instances')[0])
s = a + c
print(s, a * 2, 2 * a, a * 0, a * -1)
a += [9, 8]; print(a)
a *= 2; print(a)
a += a; print(a, len(a))
print(hash(deque) != 0)
try:
    {deque(): 1}
except TypeError as e:
    print('TypeError unhashable')
print(sorted([deque([2]), deque([1, 5]), deque([1])]))
print(max(deque([3, 1, 2])), sum(deque(range(10))), list(reversed(deque('abc'))))
