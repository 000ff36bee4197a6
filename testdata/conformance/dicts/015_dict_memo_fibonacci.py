memo = {0: 0, 1: 1}
def fib(n):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]

print([fib(i) for i in range(15)])
print(fib(90))
print(len(memo), max(memo))
print(fib(300) % 1_000_000_007)
