def source():
    print("source called")
    return [1, 2, 3]

print([x for x in source()])
print([x + y for x in source() for y in (10, 20)])
calls = 0
def inner():
    global calls
    calls += 1
    return range(2)
print([(x, y) for x in range(3) for y in inner()], calls)
