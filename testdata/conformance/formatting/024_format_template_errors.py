# str.format's template errors in CPython's order and words: unexpected
# '{' in a name, a '[' that never closes, conversions (any one
# character), unbalanced specs, single braces.
fs = ['{0!é}', '{0! }', '{0!}', '{0!}x}', '{0!', '{0!r', '{0!rx}', '{0{}', '{0[{]}', '{0[}', '{0', '{', 'x{', '{0:{{}}}', '{0:}}', '{0!r:>{1}}', '{0!\x01}', '{!r}', '{0[]}', '{0.}', '{0:{1}x}', '{0:{1}']
for f in fs:
    try:
        print(repr(f), repr(f.format("ab", 5)))
    except Exception as e:
        print(repr(f), type(e).__name__, e)
class P:
    x = 3
    y = [10, 20]
d = {"k": "v", "n": 5}
cases = [
    ("{}-{}", (1, 2), {}), ("{{}}{0}{{", (7,), {}), ("{0.x}{0.y[1]}", (P,), {}), ("{d[k]}{d[n]:>4}", (), {"d": d}),
    ("{:{w}.{p}f}", (3.14159,), {"w": 10, "p": 3}), ("{0:{1}}|{2!r:^9}", ("ab", ">6", "q"), {}),
    ("}}x{{", (), {}), ("{", (), {}), ("}", (), {}), ("{0[}", (), {}), ("{0.}", (1,), {}), ("{0}{}", (1, 2), {}),
    ("{:,}|{:_x}", (1234567, 255), {}),
    ("plain text with no fields at all, long enough to pass the stack buffer? " * 5, (), {}),
    ("{}" * 100, tuple(range(100)), {}), ("{:{}{}{}}", (1, "<", "", 5), {}), ("{!s:>{}}", ("é", 4), {}),
]
for fmt, a, kw in cases:
    try:
        r = fmt.format(*a, **kw)
        print(len(r), r[:60])
    except Exception as e:
        print(type(e).__name__, e)
print("{n}/{k}".format_map(d))
