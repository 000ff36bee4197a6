def check(x):
    if x > 2:
        raise RuntimeError("")
    return x * 2

for x in range(5):
    print(check(x))
