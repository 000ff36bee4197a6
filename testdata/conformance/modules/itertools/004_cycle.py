from itertools import cycle, islice

print(list(islice(cycle("abc"), 8)))
print(list(islice(cycle([1, 2]), 5)))
print(list(cycle([])))
print(list(islice(cycle(iter(range(3))), 7)))

def gen():
    print("gen start")
    yield 1
    print("gen middle")
    yield 2
    print("gen end")

c = cycle(gen())
print([next(c) for _ in range(5)])

# round robin assignment, a typical agent use
workers = cycle(["w1", "w2", "w3"])
jobs = ["a", "b", "c", "d", "e"]
print([(job, next(workers)) for job in jobs])

try:
    cycle()
except TypeError as e:
    print(e)
try:
    cycle(5)
except TypeError as e:
    print(e)
try:
    cycle([1], [2])
except TypeError as e:
    print(e)
try:
    cycle(iterable=[1])
except TypeError as e:
    print(e)
print(type(cycle("a")).__name__)
