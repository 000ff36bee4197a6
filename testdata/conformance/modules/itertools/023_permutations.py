from itertools import permutations

print(list(permutations("ABC", 2)))
print(list(permutations(range(3))))
print(list(permutations([], 1)))
print(list(permutations([])))
print(list(permutations([1, 2], 0)))
print(list(permutations([1, 2, 3], 5)))
print(list(permutations("AAB", 2)))
print(len(list(permutations(range(6)))), len(list(permutations(range(7), 3))))
print(["".join(p) for p in permutations("dog")])
p = permutations("abc")
print(next(p), next(p), list(p))
print(list(permutations(iterable="xy", r=None)))
print(list(permutations("xyz", r=True)))

def attempt(*args, **kwargs):
    try:
        print(list(permutations(*args, **kwargs)))
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt()
attempt(1)
attempt([1], -1)
attempt([1], "a")
attempt([1], 1.0)
attempt([1], 1, 2)
attempt(1, -1)
attempt([1], 2**70)
attempt([1], n=1)
