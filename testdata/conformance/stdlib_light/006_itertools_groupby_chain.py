from itertools import groupby, chain, zip_longest, starmap, compress, pairwise, tee

data = sorted(["apple", "avocado", "banana", "blueberry", "cherry", "akee"], key=lambda w: w[0])
for letter, group in groupby(data, key=lambda w: w[0]):
    print(letter, list(group))
print([(k, len(list(g))) for k, g in groupby("aaabccdddd")])
print(list(chain([1, 2], "ab", (3,))), list(chain.from_iterable([[1], [2, 3]])))
print(list(zip_longest("abc", [1], fillvalue="-")))
print(list(starmap(pow, [(2, 3), (3, 2)])), list(compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(pairwise([1, 4, 9, 16])))
a, b = tee(iter([1, 2, 3]))
print(list(a), list(b))
