import bisect

def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]

print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60, 59]])

# Count values in [lo, hi] in a sorted list.
data = sorted([12, 7, 3, 19, 7, 25, 3, 14, 7, 30])
def count_range(lo, hi):
    return bisect.bisect_right(data, hi) - bisect.bisect_left(data, lo)
print(data, count_range(7, 14), count_range(0, 100), count_range(8, 11))

# Longest increasing subsequence length with patience sorting.
def lis(seq):
    tails = []
    for x in seq:
        i = bisect.bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(tails), tails
print(lis([10, 9, 2, 5, 3, 7, 101, 18, 4, 19]))
