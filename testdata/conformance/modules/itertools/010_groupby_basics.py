from itertools import groupby

print([(k, list(g)) for k, g in groupby("aaabbcdddd")])
print([k for k, g in groupby("AAAABBBCCDAABBB")])
print([(k, len(list(g))) for k, g in groupby([1, 1, 2, 2, 2, 3, 1])])
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
for letter, group in groupby(words, key=lambda w: w[0]):
    print(letter, list(group))
for letter, group in groupby(sorted(words), key=lambda w: w[0]):
    print(letter, list(group))
print(list(groupby([])))
print([(k, list(g)) for k, g in groupby([1, 1.0, True, 2])])
print([(k, list(g)) for k, g in groupby(range(10), key=lambda x: x // 3)])
print([(k, list(g)) for k, g in groupby("aAbB", key=str.lower)])
print([(k, list(g)) for k, g in groupby(iterable="xxy", key=None)])
# run-length encoding
s = "WWWWBBBWWB"
print("".join(f"{len(list(g))}{k}" for k, g in groupby(s)))
