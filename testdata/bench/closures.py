# bench: cpu
# Closures and lambdas: counters with nonlocal, function factories,
# composed functions, map/filter with lambdas, functions as values.


def make_counter():
    count = 0

    def incr(step=1):
        nonlocal count
        count += step
        return count

    return incr


def compose(*fs):
    def composed(x):
        for f in reversed(fs):
            x = f(x)
        return x

    return composed


def adder(n):
    return lambda x: x + n


def multiplier(n):
    def mul(x):
        return x * n

    return mul


counter = make_counter()
for i in range(640000):
    counter(i & 3)
print(counter(0))

pipeline = compose(adder(3), multiplier(7), adder(-1), lambda x: x % 1000)
total = 0
for i in range(640000):
    total += pipeline(i)
print(total)

fs = [adder(i) for i in range(100)]
acc = 0
for i in range(6400):
    for f in fs:
        acc = f(acc) % 1000003
print(acc)

evens = list(filter(lambda x: x % 2 == 0, map(lambda x: x * 3, range(640000))))
print(len(evens), sum(evens))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
value = 1
for i in range(190000):
    value = ops["+-*"[i % 3]](value, i % 13) % 1000003
print(value)
