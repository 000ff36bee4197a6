def rotate(xs, k):
    if not xs:
        return xs
    k %= len(xs)
    return xs[-k:] + xs[:-k]

def chunks(xs, n):
    return [xs[i:i + n] for i in range(0, len(xs), n)]

xs = list(range(1, 8))
for k in (0, 1, 3, 7, -2, 10):
    print(k, rotate(xs, k))
print(chunks(xs, 3), chunks([], 2), chunks("abcdefg", 2))
