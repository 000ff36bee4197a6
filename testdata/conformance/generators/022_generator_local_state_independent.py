def counter(name):
    count = 0
    while True:
        count += 1
        yield f"{name}:{count}"

a = counter("a")
b = counter("b")
print(next(a), next(a), next(b), next(a), next(b))
gens = [counter(str(i)) for i in range(3)]
print([next(g) for g in gens])
print([next(g) for g in gens[::-1]])
