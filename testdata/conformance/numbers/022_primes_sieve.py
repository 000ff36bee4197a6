def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    for i in range(2, int(limit ** 0.5) + 1):
        if is_prime[i]:
            is_prime[i * i :: i] = [False] * len(is_prime[i * i :: i])
    return [i for i, p in enumerate(is_prime) if p]

primes = sieve(200)
print(len(primes))
print(primes[:15])
print(primes[-5:])
twins = [(p, p + 2) for p in primes if p + 2 in primes]
print(twins[:8])
print(sum(primes))
