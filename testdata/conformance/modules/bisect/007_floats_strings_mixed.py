import bisect

fs = [0.1, 0.5, 0.5, 1.25, 3.0]
print([bisect.bisect_left(fs, x) for x in (0.0, 0.5, 1, 1.25, 2, 3, 4)])
print([bisect.bisect_right(fs, x) for x in (0.0, 0.5, 1, 1.25, 2, 3, 4)])
names = sorted(['mia', 'al', 'zoe', 'bo', 'kim'])
bisect.insort(names, 'jo')
print(names, bisect.bisect(names, 'kz'))
tups = [(1, 'a'), (1, 'c'), (2, 'b')]
print(bisect.bisect_left(tups, (1, 'b')), bisect.bisect_right(tups, (1,)), bisect.bisect_left(tups, (1,)))
big = list(range(0, 10**6, 7))
print(bisect.bisect_left(big, 500000), bisect.bisect_right(big, 7 * 1000), len(big))
