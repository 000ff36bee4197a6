from itertools import count, cycle, repeat, islice, takewhile, dropwhile, accumulate

print(list(islice(count(10, 5), 4)))
print(list(islice(cycle("ab"), 5)))
print(list(repeat("x", 3)))
print(list(takewhile(lambda n: n < 10, count(1, 3))))
print(list(dropwhile(lambda n: n < 3, [1, 2, 3, 4, 1])))
print(list(accumulate([1, 2, 3, 4, 5])))
print(list(accumulate([3, 1, 4, 1, 5], max)))
print(list(accumulate([1, 2, 3], lambda a, b: a * b, initial=10)))
print(list(islice(range(100), 10, 20, 3)))
