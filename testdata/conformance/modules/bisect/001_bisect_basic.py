import bisect

a = [1, 2, 2, 2, 3, 5, 8]
for x in [0, 1, 2, 2.5, 3, 4, 8, 9]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left([], 1), bisect.bisect_right([], 1))
print(bisect.bisect_left(a, 2, 2), bisect.bisect_left(a, 2, 0, 2), bisect.bisect_right(a, 2, lo=1, hi=3))
print(bisect.bisect_right(a, 2, 0, None), bisect.bisect_left(a, 5, hi=len(a)))
print(bisect.bisect is bisect.bisect_right, bisect.insort is bisect.insort_right)
