from itertools import combinations, combinations_with_replacement

print(list(combinations("ABCD", 2)))
print(list(combinations(range(4), 3)))
print(list(combinations("AB", 0)))
print(list(combinations("AB", 3)))
print(list(combinations([], 0)))
print(list(combinations("AAB", 2)))
print(len(list(combinations(range(20), 3))))
print(list(combinations_with_replacement("ABC", 2)))
print(list(combinations_with_replacement([1], 3)))
print(list(combinations_with_replacement([], 1)))
print(list(combinations_with_replacement([], 0)))
print(list(combinations_with_replacement("ab", 0)))
print(len(list(combinations_with_replacement(range(5), 4))))
# pairs summing to a target
nums = [1, 4, 5, 2, 3]
print([(a, b) for a, b in combinations(nums, 2) if a + b == 6])
coins = [1, 5, 10]
print(sorted({sum(c) for c in combinations_with_replacement(coins, 3)}))
c = combinations(range(5), 2)
print(next(c), next(c), len(list(c)), list(c))
print(list(combinations(iterable="abc", r=2)))

def attempt(f, *args, **kwargs):
    try:
        print(list(f(*args, **kwargs)))
    except Exception as e:
        print(type(e).__name__ + ":", e)

for f in (combinations, combinations_with_replacement):
    attempt(f)
    attempt(f, [1])
    attempt(f, [1], -1)
    attempt(f, 1, 2)
    attempt(f, 1, -1)
    attempt(f, [1], None)
    attempt(f, [1], "a")
    attempt(f, [1], 1.5)
    attempt(f, [1], 2**70)
    attempt(f, [1], 1, 2)
    attempt(f, [1], k=1)
