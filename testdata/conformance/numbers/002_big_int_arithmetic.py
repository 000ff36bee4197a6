# Arbitrary-precision integers: powers, factorial, mixed sizes.
n = 2 ** 100
print(n)
print(n * n)
print(n - 1, (n - 1) % 9)
f = 1
for i in range(1, 31):
    f *= i
print("30! =", f)
print("digits:", len(str(f)))
print(f // n, f % n)
print(-n // 3, -n % 3)
print(3 ** 200 // 7 ** 50)
print((10 ** 40 + 1) * (10 ** 40 - 1) == 10 ** 80 - 1)
