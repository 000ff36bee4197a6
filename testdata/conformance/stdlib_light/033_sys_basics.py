import sys

print(sys.getrecursionlimit())
print(sys.maxsize, sys.maxsize == 2 ** 63 - 1)
print(len(sys.argv), sys.argv[1:])
print(sys.version_info[:2] >= (3, 11), sys.version_info.major)
sys.setrecursionlimit(2000)
print(sys.getrecursionlimit())
def depth(n):
    return n if n == 0 else depth(n - 1)
print(depth(1500))
