# Slices read and assigned in loops, on lists, tuples, strs and classes
# that receive the slice object themselves.
xs = list(range(10))
out = []
for k in range(-3, 4):
    out.append((xs[k:], xs[:k], xs[::k or 1], xs[k::-1], tuple(xs)[k:k + 3]))
print(out[0], out[-1])

class Idx:
    def __index__(self):
        return 2
print(xs[Idx():5], xs[None:None:Idx()], "abcdef"[Idx():])
print(xs[-100:100], xs[100:], xs[5:2], xs[2**70:], xs[-2**70:3])
try:
    xs[::0]
except ValueError as e:
    print(type(e).__name__, e)
try:
    xs["a":]
except TypeError as e:
    print(type(e).__name__, e)

perm = list(range(8))
for k in range(1, 8):
    perm[: k + 1] = perm[k::-1]
print(perm)
ys = list(range(6))
ys[1:3] = []
ys[0:0] = "ab"
ys[len(ys):] = (7, 8)
ys[2:4] = ys
print(ys)
zs = list(range(10))
zs[::2] = [0] * 5
print(zs)
try:
    zs[::2] = [1, 2]
except ValueError as e:
    print(type(e).__name__, e)
try:
    zs[1:2] = 5
except TypeError as e:
    print(type(e).__name__, e)
zs[2:5] = (i * i for i in range(4))
print(zs)

class Seq:
    def __getitem__(self, key):
        return ("get", key.start, key.stop, key.step)
    def __setitem__(self, key, value):
        print("set", key, value)
s = Seq()
print(s[1:2], s[::3], s[:])
s[1:] = "v"
t = (1, 2, 3)
print(t[:], t[::-1], t[1:] + t[:1], "hello"[::-2])
