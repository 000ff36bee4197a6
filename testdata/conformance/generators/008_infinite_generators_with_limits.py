def naturals(start=1):
    n = start
    while True:
        yield n
        n += 1

def take(n, it):
    out = []
    for x in it:
        if len(out) == n:
            break
        out.append(x)
    return out

def primes():
    found = []
    for n in naturals(2):
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n

print(take(5, naturals()))
print(take(12, primes()))
squares = (n * n for n in naturals())
print(take(6, squares), take(3, squares))
