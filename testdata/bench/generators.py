# bench: cpu
# A generator pipeline of six stages: each value crosses six suspended
# frames, with a generator expression and yield from in the chain.


def numbers(n):
    i = 0
    while i < n:
        yield i
        i += 1


def squares(xs):
    for x in xs:
        yield x * x


def only_odd(xs):
    for x in xs:
        if x & 1:
            yield x


def scaled(xs, k):
    yield from (x * k for x in xs)


def windows(xs, size):
    window = []
    for x in xs:
        window.append(x)
        if len(window) == size:
            yield tuple(window)
            window.pop(0)


def sums(ws):
    for w in ws:
        yield sum(w) % 1000003


def running_max(xs):
    best = -1
    for x in xs:
        if x > best:
            best = x
        yield best


pipeline = running_max(sums(windows(scaled(only_odd(squares(numbers(1600000))), 3), 4)))
count = 0
last = None
checksum = 0
for value in pipeline:
    count += 1
    checksum = (checksum * 31 + value) % 1000000007
    last = value
print(count, last, checksum)
