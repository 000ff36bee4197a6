import math
vals = [0.0, -0.0, 1.0, -1.0, 2.5, -7.0, 1e-300, 1e300, math.inf, -math.inf]
for y in vals:
    print(y, [math.atan2(y, x) for x in vals])
print(math.atan2(math.nan, 1), math.atan2(1, math.nan))
print(math.atan2(3, 4), math.atan2(-3, -4), math.atan2(1, 0), math.atan2(True, False))
