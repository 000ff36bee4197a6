def f(a, b=2, *args, c=3, d, **kw):
    return f"a={a} b={b} args={args} c={c} d={d} kw={kw}"

print(f(1, d=4))
print(f(1, 5, 6, 7, d=8))
print(f(1, d=0, c=None, z="extra"))
print(f(*"xy", *"z", d="D", **{"c": "C"}))
