# a, b = x, y: every value is evaluated before any target is assigned, and
# the targets are assigned left to right, each evaluating its own parts
# when its turn comes.
log = []


class Rec:
    def __init__(self, name):
        object.__setattr__(self, "name", name)

    def __setitem__(self, k, v):
        log.append(f"{self.name}[{k}] = {v}")

    def __setattr__(self, k, v):
        log.append(f"{self.name}.{k} = {v}")
        object.__setattr__(self, k, v)


def val(x):
    log.append(f"value {x}")
    return x


def obj(name):
    log.append(f"target {name}")
    return Rec(name)


def swap_locals():
    a, b = 1, 2
    a, b = b, a
    x, y, z = z0, y0, x0 = 3, 4, 5
    return a, b, x, y, z, x0, y0, z0


print(swap_locals())
obj("p")[val(0)], obj("q").attr = val("first"), val("second")
print(log)
log.clear()

g1, g2 = 10, 20
g1, g2 = g2, g1
print(g1, g2)
data = [1, 2, 3]
data[0], data[2] = data[2], data[0]
print(data)
i, data[i] = 1, "set at the new i"
print(i, data)
(m, (n, o)), p = (1, (2, 3)), 4
print(m, n, o, p)
[q, r] = "ab", "cd"
print(q, r)


def fails():
    s, t = 1, missing_name
    return s, t


try:
    fails()
except NameError as e:
    print("NameError:", e)
try:
    u, v = val(1), val(1) / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e, log)
try:
    u
except NameError as e:
    print("NameError:", e)
