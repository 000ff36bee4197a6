import math
cases = [
    ("exp", 1000), ("exp", 709.8), ("exp2", 1024), ("expm1", 710), ("cosh", 800), ("sinh", -800),
    ("log", 0), ("log", -1), ("log2", 0.0), ("log10", -0.5), ("log1p", -1), ("log1p", -1.5),
    ("sqrt", -0.1), ("acos", 2), ("asin", -1.01), ("acosh", 0), ("atanh", 1), ("atanh", -1),
    ("sin", math.inf), ("cos", -math.inf), ("tan", math.inf), ("gamma", 0.0), ("gamma", -3), ("gamma", 180),
    ("lgamma", -1), ("lgamma", 0), ("cbrt", math.inf), ("erf", math.inf), ("fabs", -math.inf),
]
for name, x in cases:
    try:
        print(name, x, getattr(math, name)(x))
    except (ValueError, OverflowError) as e:
        print(name, x, type(e).__name__, e)
for name in ["sin", "exp", "log", "sqrt", "atan", "tanh", "log1p", "gamma", "lgamma", "erf"]:
    print(name, getattr(math, name)(math.nan))
