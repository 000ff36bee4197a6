import math

for label, f in [("sqrt(-1)", lambda: math.sqrt(-1)), ("log(0)", lambda: math.log(0)),
                 ("exp(1000)", lambda: math.exp(1000)), ("factorial(-1)", lambda: math.factorial(-1)),
                 ("factorial(2.5)", lambda: math.factorial(2.5)), ("acos(2)", lambda: math.acos(2)),
                 ("isqrt(-4)", lambda: math.isqrt(-4)), ("comb(3, 5)", lambda: math.comb(3, 5))]:
    try:
        print(label, "=", f())
    except (ValueError, OverflowError, TypeError) as e:
        print(label, "->", type(e).__name__ + ":", e)
