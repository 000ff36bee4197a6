import math
xs = [0.0, -0.0, 0.5, 1.0, 2.0, 3.0, math.pi / 6, math.pi / 4, math.pi / 3, math.pi / 2, math.pi,
      -1.25, 10.0, 100.0, 1e-5, 1e5, 123456.789, 1e10, 1e22, 1e300, 5e-324]
for x in xs:
    print(x, math.sin(x), math.cos(x), math.tan(x))
for d in range(0, 361, 15):
    r = math.radians(d)
    print(d, round(math.sin(r), 12), round(math.cos(r), 12), math.degrees(r))
