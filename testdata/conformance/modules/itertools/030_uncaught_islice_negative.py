from itertools import islice

data = list(range(10))
print(list(islice(data, 3)))
print(list(islice(data, -3, None)))
