# bench: cpu
# Sorting with key functions: lambdas, tuples as keys, reverse, stability,
# sorted() and list.sort(), min/max with key.


def lcg(seed):
    while True:
        seed = (seed * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        yield seed >> 33


gen = lcg(42)
nums = [next(gen) % 100000 for _ in range(100000)]
records = [(n % 100, -n, "r" + str(n % 977)) for n in nums]

a = sorted(nums)
b = sorted(nums, reverse=True)
c = sorted(nums, key=lambda x: (x % 1000, x))
d = sorted(records, key=lambda r: r[2])
e = sorted(records, key=lambda r: (r[0], r[1]))
words = ["w" + str(n) for n in nums[:30000]]
f = sorted(words, key=len)
words.sort(key=lambda w: w[::-1])
print(a[:5], b[:5], c[:5])
print(d[:2], e[:2])
print(f[:3], f[-3:], words[:3])
print(min(records, key=lambda r: r[2]), max(nums, key=lambda x: x % 777))
checksum = 0
for i, x in enumerate(c):
    checksum = (checksum * 31 + x + i) % 1000000007
print(checksum)
