def resource():
    print("open")
    try:
        for i in range(10):
            yield i
    finally:
        print("cleanup")

r = resource()
print(next(r), next(r))
r.close()
print("closed")
r.close()
print(list(resource())[-1])

def stubborn():
    try:
        yield 1
    except GeneratorExit:
        print("caught GeneratorExit")
        yield 2

s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)
