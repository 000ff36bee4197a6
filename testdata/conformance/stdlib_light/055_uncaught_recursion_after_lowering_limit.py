import sys

sys.setrecursionlimit(100)
print(sys.getrecursionlimit())

def nest(n):
    return [nest(n - 1)] if n else []

print(len(str(nest(50))))
print(len(str(nest(200))))
