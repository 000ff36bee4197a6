def frange(start, stop, step=1.0):
    x = start
    while x < stop:
        yield round(x, 10)
        x += step

print(list(frange(0, 1, 0.25)))
print(list(frange(1, 3)))
def repeat_each(*items, times=2):
    for it in items:
        for _ in range(times):
            yield it
print(list(repeat_each("a", "b")), list(repeat_each(1, times=3)))
