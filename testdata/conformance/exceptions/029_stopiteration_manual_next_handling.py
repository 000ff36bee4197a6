it = iter([1, 2])
values = []
while True:
    try:
        values.append(next(it))
    except StopIteration:
        break
print(values)
print(next(iter([]), "default"))
def first(iterable):
    for x in iterable:
        return x
    raise ValueError("empty iterable")
print(first("xyz"))
try:
    first([])
except ValueError as e:
    print("ValueError:", e)
