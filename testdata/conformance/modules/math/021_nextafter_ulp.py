import math
print(math.nextafter(1, 2), math.nextafter(1, 0), math.nextafter(0.0, 1), math.nextafter(0.0, -1), math.nextafter(1.0, 1.0))
print(math.nextafter(math.inf, 0), math.nextafter(1e308 * 10, -math.inf), math.nextafter(-0.0, 0.0), math.nextafter(1, math.nan))
print(math.ulp(1.0), math.ulp(-1.0), math.ulp(0.0), math.ulp(1e300), math.ulp(5e-324), math.ulp(1.7976931348623157e308))
print(math.ulp(math.inf), math.ulp(math.nan), math.ulp(2**52), math.ulp(10**20))
print(math.nextafter(1.5, 10) - 1.5 == math.ulp(1.5))
