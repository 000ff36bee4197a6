def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

def windows(it, n):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) > n:
            buf.pop(0)
        if len(buf) == n:
            yield tuple(buf)

f = fib()
first = [next(f) for _ in range(12)]
print(first)
print(list(windows(first, 3))[:4])
print([b / a for a, b in windows(first[5:], 2)][-1])
