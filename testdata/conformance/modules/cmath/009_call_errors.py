import cmath
calls = [(cmath.sqrt, (), {}), (cmath.sqrt, (1, 2), {}), (cmath.sqrt, (), {"z": 1}), (cmath.log, (), {}), (cmath.log, (1, 2, 3), {}),
         (cmath.log, (1,), {"base": 2}), (cmath.rect, (1,), {}), (cmath.rect, (1, 2, 3), {}), (cmath.phase, (), {}), (cmath.polar, (1, 2), {}),
         (cmath.isnan, (), {}), (cmath.isclose, (), {})]
for f, args, kw in calls:
    try:
        f(*args, **kw)
        print(f.__name__, "no error")
    except TypeError as e:
        print(f.__name__, "TypeError:", e)
