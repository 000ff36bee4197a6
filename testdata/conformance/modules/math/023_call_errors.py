import math
calls = [
    (math.sin, (), {}), (math.sin, (1, 2), {}), (math.sin, (), {"x": 1}), (math.floor, (1, 2), {}),
    (math.atan2, (1,), {}), (math.pow, (1, 2, 3), {}), (math.fmod, (), {}), (math.copysign, (1,), {"y": 2}),
    (math.log, (), {}), (math.log, (1, 2, 3), {}), (math.log, (10,), {"base": 2}), (math.ldexp, (1,), {}),
    (math.hypot, (1,), {"x": 1}), (math.gcd, (), {"a": 1}), (math.perm, (), {}), (math.perm, (1, 2, 3), {}),
    (math.comb, (1,), {}), (math.dist, ((1,),), {}), (math.fsum, (), {}), (math.trunc, ("x",), {}),
    (math.nextafter, (1,), {}), (math.isqrt, (), {}), (math.factorial, (1, 2), {}), (math.remainder, (1,), {}),
]
for f, args, kw in calls:
    try:
        f(*args, **kw)
        print(f.__name__, "no error")
    except TypeError as e:
        print(f.__name__, "TypeError:", e)
