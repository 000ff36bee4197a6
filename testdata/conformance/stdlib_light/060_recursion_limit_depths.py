import sys
depth = 0
def f():
    global depth
    depth += 1
    f()
try:
    f()
except RecursionError as e:
    print(depth, e)
for lim in (50, 100, 2000):
    sys.setrecursionlimit(lim)
    depth = 0
    try:
        f()
    except RecursionError:
        print(lim, depth)
def g(n):
    try:
        return g(n + 1)
    except RecursionError:
        return n
print(g(0))
try:
    sys.setrecursionlimit(0)
except ValueError as e:
    print(e)
