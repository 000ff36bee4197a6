adders = []
for i in range(3):
    adders.append(lambda x: x + i)
print([a(10) for a in adders])
adders = [lambda x, i=i: x + i for i in range(3)]
print([a(10) for a in adders])
def make_multiplier(n):
    return lambda x: x * n
doublers = [make_multiplier(n) for n in range(1, 4)]
print([d(5) for d in doublers])
