def nothing():
    pass

def early(x):
    if x < 0:
        return
    if x == 0:
        return None
    return x, x * 2

print(nothing(), early(-1), early(0), early(3))
r = early(5)
print(type(r).__name__, r[1])
def multiple_exits(n):
    for i in range(n):
        if i * i > n:
            return i
    else:
        return "loop finished"
print(multiple_exits(20), multiple_exits(1))
