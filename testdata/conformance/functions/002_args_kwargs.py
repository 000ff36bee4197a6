def show(*args, **kwargs):
    print(f"args={args} kwargs={kwargs}")

show()
show(1, 2)
show(a=1)
show(1, "x", key=[1], other=None)
def total(first, *rest):
    return first + sum(rest)
print(total(1), total(1, 2, 3), total(*range(5)))
def kw_only_collect(**options):
    return sorted(options.items())
print(kw_only_collect(z=1, a=2, m=3))
