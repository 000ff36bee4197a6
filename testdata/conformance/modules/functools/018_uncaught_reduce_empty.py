from functools import reduce

print("summing")
print(reduce(lambda a, b: a + b, [x for x in range(10) if x > 20]))
