x = 10.0
for e in (10, 100, 300):
    print(e, x ** e)
print(x ** 400)
