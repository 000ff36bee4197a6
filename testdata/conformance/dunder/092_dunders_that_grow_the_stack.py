# Dunder methods and properties whose Python code recurses deeper than the
# program has gone before: the VM's register stack grows during the
# dunder call, and the result must still land in the caller's register
# and stay there across the plain call that follows.


def down(n):
    return 0 if n == 0 else 1 + down(n - 1)


class V:
    def __init__(self, x, depth=0):
        self.x = x
        self.depth = depth

    def __sub__(self, o):
        return V(self.x - o.x + down(self.depth) - self.depth, self.depth)

    def __lt__(self, o):
        return down(self.depth) * 0 + self.x < o.x

    def __getitem__(self, i):
        return self.x + i + down(self.depth) - self.depth

    def __neg__(self):
        return V(-self.x + down(self.depth) - self.depth, self.depth)

    @property
    def double(self):
        return V(2 * self.x + down(self.depth) - self.depth, self.depth)


def sub(v):
    r = v - V(1)
    down(1)
    return r.x


def neg(v):
    r = -v
    down(1)
    return r.x


def prop(v):
    r = v.double
    down(1)
    return r.x


def less(v):
    r = v < V(10**6)
    down(1)
    return r


def item(v):
    r = v[10]
    down(1)
    return r


for fn, depth in ((sub, 40), (neg, 80), (prop, 160), (less, 320), (item, 640)):
    for d in (depth // 4, depth // 2, depth):
        print(fn.__name__, d, fn(V(d, d)))
