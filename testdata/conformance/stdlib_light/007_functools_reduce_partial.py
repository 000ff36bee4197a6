from functools import reduce, partial
import operator

print(reduce(operator.add, [1, 2, 3, 4]), reduce(operator.mul, range(1, 7)), reduce(lambda a, b: a + b, [], 0))
print(reduce(lambda acc, w: acc + len(w), ["ab", "cde"], 0))
int2 = partial(int, base=2)
print(int2("1011"), int2("11"), int2.func.__name__, int2.keywords)
power_of_two = partial(pow, 2)
print([power_of_two(n) for n in range(6)])
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)
