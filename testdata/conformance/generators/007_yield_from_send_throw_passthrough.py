def inner():
    total = 0
    while True:
        try:
            x = yield total
        except ValueError:
            print("inner handled ValueError")
            continue
        if x is None:
            return total
        total += x

def outer():
    got = yield from inner()
    yield f"inner total {got}"

g = outer()
print(next(g))
print(g.send(3))
print(g.send(4))
print(g.throw(ValueError))
print(g.send(None))
