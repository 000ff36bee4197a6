def min_max_mean(values):
    lo = hi = values[0]
    for v in values:
        lo = v if v < lo else lo
        hi = v if v > hi else hi
    return lo, hi, sum(values) / len(values)

result = min_max_mean([4, 8, 15, 16, 23, 42])
print(result, type(result).__name__)
lo, hi, mean = result
print(lo, hi, round(mean, 3))
_, top, _ = result
print(top)
def swap_pairs(pairs):
    return [(b, a) for a, b in pairs]
print(swap_pairs([(1, "a"), (2, "b")]))
