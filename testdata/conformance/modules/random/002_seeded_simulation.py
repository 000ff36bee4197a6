import random
from collections import Counter

rng = random.Random(2024)
rolls = Counter(rng.randint(1, 6) + rng.randint(1, 6) for _ in range(2000))
print(sorted(rolls.items()))
walk = 0
for _ in range(500):
    walk += rng.choice((-1, 1))
print(walk)
names = ["ann", "bob", "cyd", "dee", "eve"]
rng.shuffle(names)
print(names, rng.sample(names, 2))
print(sum(rng.random() for _ in range(1000)) / 1000 > 0.4)
random.seed(99)
print([random.randint(0, 9) for _ in range(15)])
print(f"{random.uniform(0, 100):.6f}", random.getrandbits(16))
