def noisy(n):
    for i in range(n):
        print(f"  producing {i}")
        yield i

e = enumerate(noisy(3))
print("enumerate created")
print(next(e))
z = zip(noisy(2), "ab")
print("zip created")
print(list(z))
m = map(lambda v: v * 10, noisy(2))
print("map created")
print(list(m))
