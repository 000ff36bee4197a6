import secrets, random
sr = secrets.SystemRandom()
x = sr.random()
print(0 <= x < 1, isinstance(x, float), 1 <= sr.randint(1, 6) <= 6, len(sr.sample(range(100), 5)), len(sr.randbytes(7)))
print(isinstance(sr, random.Random), sr.seed(5))
deck = list(range(52))
sr.shuffle(deck)
print(sorted(deck) == list(range(52)))
print(0.0 <= sr.uniform(0, 1) <= 1.0, sr.choice('xyz') in 'xyz', len(sr.choices('ab', k=10)))
for f in (sr.getstate, lambda: sr.setstate(None)):
    try:
        f()
    except NotImplementedError as e:
        print('NotImplementedError', e)
