from itertools import product, combinations, permutations, islice, count, chain, accumulate, repeat, groupby

total = 0
for a, b, c in product(range(30), repeat=3):
    if a + b + c == 40:
        total += 1
print(total)
print(sum(1 for c in combinations(range(40), 3) if sum(c) % 7 == 0))
print(sum(1 for p in permutations(range(8)) if p[0] < p[-1]))
print(sum(islice(count(), 0, 200000, 3)))
print(len(list(chain.from_iterable(repeat(range(100), 1000)))))
print(list(accumulate(range(100000)))[-1])
print(sum(len(list(g)) for _, g in groupby(i // 7 for i in range(100000))))
