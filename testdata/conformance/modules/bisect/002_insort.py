import bisect

a = []
for x in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3]:
    bisect.insort(a, x)
print(a)
b = []
for x in [(1, 'b'), (0, 'z'), (1, 'a'), (2, 'c')]:
    bisect.insort_left(b, x)
print(b)
c = [1, 3, 5]
bisect.insort_right(c, 3)
bisect.insort_left(c, 3, 0, 2)
bisect.insort(c, 0, lo=0, hi=1)
print(c)
