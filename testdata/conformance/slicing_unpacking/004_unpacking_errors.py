def two(v):
    a, b = v
    return a, b

def three(v):
    a, b, c = v
    return a, b, c

def ends(v):
    a, *b, c = v
    return a, b, c

cases = [(two, [1, 2, 3]), (three, (1, 2)), (two, 5), (ends, [1]), (ends, "xy"),
         (two, {"k": 1, "j": 2}), (two, "xy"), (three, iter(range(10))), (two, None)]
for fn, value in cases:
    try:
        print(fn.__name__, type(value).__name__, "->", fn(value))
    except (ValueError, TypeError) as e:
        print(fn.__name__, type(value).__name__, "->", type(e).__name__, e)
