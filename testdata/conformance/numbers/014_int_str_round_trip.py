# Converting between ints and strings in several ways.
nums = [0, 7, -42, 10 ** 25, -(2 ** 70)]
for n in nums:
    s = str(n)
    assert int(s) == n
    print(s, len(s), f"{n:,}", f"{n:_}")
print(int("0" * 30 + "5"))
print(str(123)[::-1], int(str(123)[::-1]))
print(sum(int(c) for c in str(2 ** 100)))
