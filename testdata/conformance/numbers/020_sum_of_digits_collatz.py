def collatz_len(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps

best = max(range(1, 1000), key=collatz_len)
print("longest under 1000:", best, collatz_len(best))
for n in (27, 97, 871):
    print(n, collatz_len(n))
digit_sum = lambda n: sum(map(int, str(n)))
print([digit_sum(2 ** k) for k in range(0, 60, 6)])
