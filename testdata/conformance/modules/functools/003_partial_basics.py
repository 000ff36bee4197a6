from functools import partial

def power(base, exp=2, *, mod=None):
    r = base ** exp
    return r % mod if mod else r

square = partial(power, exp=2)
cube = partial(power, exp=3)
print(square(5), cube(3), cube(3, exp=4), square(7, mod=10))
p = partial(power, 2)
print(p(), p(10), p(exp=5))
print(p.func is power, p.args, p.keywords)
print(cube.args, cube.keywords)
b2 = partial(int, base=2)
print(b2("1011"), b2("11", base=3))
print(repr(b2))
print(repr(partial(max, 1, 2, key=abs)))
print(repr(partial(print)))
print(repr(partial(sorted, [3, 1], reverse=True)), partial(sorted, [3, 1], reverse=True)())
print(list(map(partial(pow, 2), range(6))))
join = partial("-".join)
print(join(["a", "b"]))
print(callable(p), type(p).__name__, type(p).__module__)
