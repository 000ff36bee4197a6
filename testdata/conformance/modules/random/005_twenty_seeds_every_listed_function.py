# Issue 6: random matches CPython's sequences for 20 seeds across random(),
# randint, choice, shuffle, sample and gauss (and the common rest).
import random

seeds = [0, 1, 2, 3, 7, 42, 99, 123, 1000, 2024, 31337, 65535, 2**31 - 1, 2**32, 2**64 + 5,
         -1, -42, "agent", b"pyex", 3.25]
for s in seeds:
    random.seed(s)
    deck = list(range(12))
    random.shuffle(deck)
    row = [
        random.random(),
        random.randint(1, 6),
        random.randint(-10**12, 10**12),
        random.choice("abcdefghij"),
        deck,
        random.sample(range(100), 5),
        random.gauss(0, 1),
        random.gauss(10, 2.5),
        random.uniform(-1, 1),
        random.randrange(0, 100, 7),
        random.choices("xyz", weights=[1, 2, 3], k=4),
        random.getrandbits(40),
    ]
    print(repr(s), row)
rng = random.Random(7)
print(rng.random(), rng.sample(["a", "b", "c", "d"], 2), rng.gauss(0, 1))
