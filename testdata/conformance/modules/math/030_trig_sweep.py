import math
for i in range(0, 720, 7):
    x = i * 0.0123 - 4.4
    print(repr(x), math.sin(x), math.cos(x), math.tan(x), math.atan(x), math.atan2(x, 1.7), math.asin(x / 5), math.acos(x / 5))
