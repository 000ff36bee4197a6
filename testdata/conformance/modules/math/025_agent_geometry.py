import math

def polygon_area(pts):
    return abs(math.fsum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]))) / 2

def haversine(lat1, lon1, lat2, lon2):
    r = 6371.0088
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.asin(math.sqrt(a))

pts = [(math.cos(2 * math.pi * k / 7), math.sin(2 * math.pi * k / 7)) for k in range(7)]
print(polygon_area(pts), 7 / 2 * math.sin(2 * math.pi / 7))
print(haversine(51.5074, -0.1278, 48.8566, 2.3522))
print(haversine(40.7128, -74.0060, 35.6762, 139.6503))
for deg in range(0, 360, 45):
    x, y = math.cos(math.radians(deg)), math.sin(math.radians(deg))
    print(deg, f"{x:.6f} {y:.6f}", round(math.degrees(math.atan2(y, x)), 9))
print([round(math.hypot(x, y), 10) for x, y in pts])
mean = sum(range(1, 101)) / 100
std = math.sqrt(math.fsum((x - mean) ** 2 for x in range(1, 101)) / 99)
print(mean, std, math.erf(1 / math.sqrt(2)))
print(math.comb(52, 5), math.factorial(52) // (math.factorial(5) * math.factorial(47)))
print(1 / (1 + math.exp(-3.2)), math.log(1 + math.exp(50)), math.log1p(math.exp(-50)))
print([round(math.exp(-x * x / 2) / math.sqrt(2 * math.pi), 8) for x in range(-3, 4)])
