def g():
    x = yield 1
    print("x =", x)
    y = yield x, 2
    print("y =", y)
    z = (yield) or "default"
    print("z =", z)

gen = g()
print(next(gen))
print(gen.send("sent-x"))
print(gen.send("sent-y"))
try:
    gen.send(None)
except StopIteration:
    print("finished")
