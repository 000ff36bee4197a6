# bench: cpu
# Naive recursive Fibonacci: the cost of Python-to-Python calls.


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


total = 0
for n in range(20, 32):
    total += fib(n)
print(fib(27), total)
