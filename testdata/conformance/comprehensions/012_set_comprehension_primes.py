limit = 60
composite = {m for n in range(2, 8) for m in range(n * n, limit, n)}
primes = sorted(set(range(2, limit)) - composite)
print(primes)
print(len(composite), min(composite), max(composite))
pair_sums = {p + q for p in primes for q in primes if p <= q}
print(all(n in pair_sums for n in range(4, 60, 2)))
