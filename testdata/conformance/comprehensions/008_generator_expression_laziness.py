log = []
def trace(x):
    log.append(x)
    return x

gen = (trace(x) * 2 for x in range(5))
print(log)
print(next(gen), log)
print(list(gen), log)
log.clear()
print(any(trace(x) > 2 for x in range(10)), log)
log.clear()
first = next(trace(x) for x in range(100) if x > 3)
print(first, log)
