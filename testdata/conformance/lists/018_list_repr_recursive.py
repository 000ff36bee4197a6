xs = [1, 2]
xs.append(xs)
print(xs)
print(len(xs), xs[2] is xs, xs[2][2][0])
d = {"self": None}
d["self"] = d
print(d)
t = ([],)
t[0].append(t)
print(t)
