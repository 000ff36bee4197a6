# sys.getrecursionlimit / setrecursionlimit and the RecursionError past it.
import sys

print(sys.getrecursionlimit())


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


print(depth(900))
try:
    depth(5000)
except RecursionError as e:
    print("RecursionError:", e)
sys.setrecursionlimit(3000)
print(sys.getrecursionlimit(), depth(2500))
for bad in (0, -5, "10"):
    try:
        sys.setrecursionlimit(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
sys.setrecursionlimit(1000)
print(sys.getrecursionlimit())
