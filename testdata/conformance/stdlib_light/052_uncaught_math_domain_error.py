import math

for x in (4, 2, 0, -1):
    print(x, math.sqrt(x))
