xs = list("abcdefgh")
del xs[0]
print(xs)
del xs[-1], xs[0]
print(xs)
del xs[1:3]
print(xs)
ys = xs
del xs
print(ys)
ys.clear()
print(ys, len(ys), bool(ys))
