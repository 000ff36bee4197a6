nums = [4, 8, 15, 16, 23, 42]
print(sum(n for n in nums if n % 2 == 0))
print(max(n % 7 for n in nums), min((n for n in nums), key=lambda n: abs(n - 20)))
g = (n * 10 for n in nums)
print(next(g), next(g), list(g), list(g))
print(any(n > 40 for n in nums), all(n > 0 for n in nums))
print(", ".join(str(n) for n in nums[:3]))
print(sorted((n for n in nums), reverse=True)[:2])
print(tuple(x for x in "abc"), dict((x, ord(x)) for x in "ab"))
