import cmath, math
inf, nan = math.inf, math.nan
vals = [-inf, -2.5, -0.0, 0.0, 2.5, inf, nan]
for name in ["sqrt", "exp", "log", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "acos", "asin", "atan", "sin", "cos", "tan", "log10"]:
    f = getattr(cmath, name)
    out = []
    for x in vals:
        for y in vals:
            if math.isfinite(x) and math.isfinite(y) and not (x == 0 or y == 0):
                continue
            try:
                out.append(repr(f(complex(x, y))))
            except (ValueError, OverflowError) as e:
                out.append(type(e).__name__)
    print(name, " ".join(out))
