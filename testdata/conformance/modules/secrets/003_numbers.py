import secrets
print(all(0 <= secrets.randbelow(10) < 10 for _ in range(1000)), len({secrets.randbelow(10) for _ in range(1000)}))
print(all(0 <= secrets.randbits(8) < 256 for _ in range(1000)), secrets.randbits(0))
print(secrets.randbits(200).bit_length() <= 200, max(secrets.randbits(3) for _ in range(500)))
print(secrets.randbelow(1), secrets.randbelow(2**100) < 2**100)
print(secrets.choice('abc') in 'abc', secrets.choice([1, 2, 3]) in [1, 2, 3], secrets.choice(range(5)) in range(5))
