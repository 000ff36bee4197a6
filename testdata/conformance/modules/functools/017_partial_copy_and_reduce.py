import copy
from functools import partial

def f(a, b, c=0):
    return a + b + c

p = partial(f, 1, c=3)
q = copy.copy(p)
r = copy.deepcopy(p)
print(q(2), r(2), q.args, r.keywords, q is p, q.func is f)
print(type(p.__reduce__()[0]).__name__, p.__reduce__()[1][0] is f)
p2 = partial(f)
p2.__setstate__((f, (5,), None, None))
print(p2(1), p2.args, p2.keywords)
