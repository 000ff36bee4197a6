from itertools import islice, count

s = "ABCDEFG"
print(list(islice(s, 2)))
print(list(islice(s, 2, 4)))
print(list(islice(s, 2, None)))
print(list(islice(s, 0, None, 2)))
print(list(islice(s, None)))
print(list(islice(s, None, None, None)))
print(list(islice(s, None, 3)))
print(list(islice(s, 1, None, 3)))
print(list(islice(s, 3, 3)))
print(list(islice(s, 5, 2)))
print(list(islice(s, 100)))
print(list(islice(s, 10, 20)))
print(list(islice(s, 0)))
print(list(islice(count(), 2, 20, 5)))
print(list(islice(range(100), 90, None, 4)))

class Index:
    def __index__(self):
        return 3

print(list(islice(s, Index())))
print(list(islice(s, True, Index())))
print(list(islice(s, 2**62)))
