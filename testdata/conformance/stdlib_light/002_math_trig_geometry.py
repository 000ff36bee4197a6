import math

for deg in (0, 30, 45, 60, 90, 180):
    r = math.radians(deg)
    print(f"{deg:>3} sin={math.sin(r):.4f} cos={math.cos(r):+.4f} tan={math.tan(r) if deg != 90 else float('inf'):.4g}")
print(math.degrees(math.atan2(1, 1)), math.degrees(math.acos(0.5)))
print(math.hypot(3, 4), math.hypot(1, 2, 2), math.dist((0, 0), (6, 8)))
print(round(math.asin(1), 10), math.pi / 2 == math.asin(1))
