def partial(fn, *fixed, **fixed_kw):
    def call(*args, **kw):
        return fn(*fixed, *args, **{**fixed_kw, **kw})
    return call

def power(base, exp, mod=None):
    return pow(base, exp, mod)

square = partial(power, exp=2)
two_to = partial(power, 2)
print(square(9), two_to(10), two_to(100, mod=1000))
print([partial(max, 0)(v) for v in (-5, 3)])
join_dash = partial(str.join, "-")
print(join_dash(["a", "b", "c"]))
