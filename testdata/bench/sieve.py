# bench: cpu
# The sieve of Eratosthenes over a list of booleans, then prime gaps and
# twin primes counted in plain loops.


def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for j in range(i * i, n + 1, i):
                flags[j] = False
        i += 1
    return [i for i in range(n + 1) if flags[i]]


primes = sieve(3000000)
twins = 0
max_gap = 0
for a, b in zip(primes, primes[1:]):
    gap = b - a
    if gap == 2:
        twins += 1
    if gap > max_gap:
        max_gap = gap
print(len(primes), primes[-1], twins, max_gap)
