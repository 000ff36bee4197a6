def risky(n):
    return 10 // n

for n in (5, 2, 0):
    try:
        print(risky(n))
    except ZeroDivisionError:
        print("logging the failure for n =", n)
        raise
