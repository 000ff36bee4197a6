def accumulator():
    total = 0
    while True:
        value = yield total
        if value is None:
            break
        total += value
    yield f"final {total}"

acc = accumulator()
print(next(acc))
for v in [5, 10, -3]:
    print(acc.send(v))
print(acc.send(None))
try:
    next(acc)
except StopIteration:
    print("exhausted")
