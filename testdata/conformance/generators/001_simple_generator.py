def countdown(n):
    print("start")
    while n > 0:
        yield n
        n -= 1
    print("done")

g = countdown(3)
print(type(g).__name__)
print(next(g))
print(next(g))
print(list(g))
print(list(g))
for v in countdown(2):
    print("got", v)
