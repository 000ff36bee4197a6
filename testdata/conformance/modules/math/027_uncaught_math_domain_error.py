import math
values = [4, 1, 0.25, -1]
for v in values:
    print(v, math.sqrt(v))
