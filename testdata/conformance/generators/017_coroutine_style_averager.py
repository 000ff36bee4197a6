def averager():
    total = count = 0
    avg = None
    while True:
        term = yield avg
        total += term
        count += 1
        avg = total / count

a = averager()
next(a)
for x in [10, 30, 5, 15]:
    print(f"after {x:>2}: {a.send(x)}")
