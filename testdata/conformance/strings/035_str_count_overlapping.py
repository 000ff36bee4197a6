def count_overlapping(hay, needle):
    n, start = 0, 0
    while (i := hay.find(needle, start)) != -1:
        n += 1
        start = i + 1
    return n

for hay, needle in [("aaaa", "aa"), ("abababa", "aba"), ("mississippi", "issi"), ("abc", "d")]:
    print(hay, needle, hay.count(needle), count_overlapping(hay, needle))
