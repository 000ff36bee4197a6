def point(x, y=0):
    return (x, y)

print(point(1), point(1, 2), point(y=3, x=4))
args = (5, 6)
print(point(*args))
print(point(*args, x=7))
