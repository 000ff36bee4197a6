# for loops whose target is a plain local: the item goes straight into the
# local; else, break and continue; an empty loop leaves it unbound; an
# iterator that raises part-way leaves the last item; comprehensions.
def boom(n):
    for i in range(n):
        yield i
    raise ValueError("iterator failed after %d" % n)


def last_item(seq):
    x = "none"
    for x in seq:
        pass
    return x


def empty_then_read():
    for x in []:
        pass
    try:
        return x
    except UnboundLocalError as e:
        return str(e)


def raising():
    x = None
    try:
        for x in boom(3):
            pass
    except ValueError as e:
        return x, str(e)


def searching(words, want):
    for i in range(len(words)):
        if words[i] == want:
            break
    else:
        return -1
    return i


def skipping(n):
    total = 0
    for i in range(n):
        if i % 3 == 0:
            continue
        total += i
    return total


def nested():
    pairs = [(a, b) for a in range(3) for b in "xy" if a != 1]
    grid = {k: [v * k for v in range(k)] for k in range(4)}
    return pairs, grid, sum(v for v in range(10) if v & 1)


def mutating():
    d = {1: 2}
    try:
        for k in d:
            d[k + 1] = k
    except RuntimeError as e:
        return type(e).__name__, str(e)


def closures():
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    return [f() for f in fs]


print(last_item([1, 2, 3]), last_item(""), last_item(iter("ab")))
print(empty_then_read())
print(raising())
print(searching(["a", "b", "c"], "b"), searching(["a"], "z"))
print(skipping(10))
print(nested())
print(mutating())
print(closures())
