import random

for s in (0, 1, 42, 2**70, -5, "hello", b"bytes", 3.5):
    random.seed(s)
    print(repr(s), random.random(), random.getrandbits(70), random.randint(1, 100))

random.seed(12345)
print([random.randrange(10) for _ in range(10)])
print([random.randrange(5, 50, 5) for _ in range(5)], random.randrange(-10, 10, 3))
print(random.choice("abcdefg"), random.choice([1, 2, 3]), random.choice(range(1000)))
deck = list(range(20))
random.shuffle(deck)
print(deck)
print(random.sample(range(100), 10), random.sample("abcdefghij", 4))
print(random.sample(range(10**6), 5), random.sample(["a", "b"], k=2, counts=[3, 2]))
print(random.choices("xyz", k=6), random.choices([1, 2, 3], weights=[10, 1, 1], k=8))
print(random.choices("ab", cum_weights=[1, 5], k=5))
print(round(random.uniform(1, 5), 12), round(random.triangular(0, 10, 3), 12))
print([round(random.gauss(0, 1), 12) for _ in range(4)])
print(round(random.normalvariate(10, 2), 12), round(random.expovariate(1.5), 12))
print(round(random.lognormvariate(0, 0.5), 12), round(random.vonmisesvariate(1.0, 4.0), 12))
print(round(random.gammavariate(2.5, 1.0), 12), round(random.gammavariate(0.5, 2.0), 12))
print(round(random.betavariate(2, 3), 12), round(random.paretovariate(3), 12), round(random.weibullvariate(1, 2), 12))
print(random.randbytes(8))
r = random.Random(7)
state = r.getstate()
a = [r.random() for _ in range(3)]
r.setstate(state)
print(a == [r.random() for _ in range(3)], r.randint(0, 10**30))
for bad in [lambda: random.choice([]), lambda: random.randrange(0), lambda: random.randrange(5, 5),
            lambda: random.randrange(0, 10, 0), lambda: random.sample(range(3), 5),
            lambda: random.sample({1, 2}, 1), lambda: random.getrandbits(-1),
            lambda: random.choices([1, 2], [1, 2], cum_weights=[1, 2])]:
    try:
        bad()
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
