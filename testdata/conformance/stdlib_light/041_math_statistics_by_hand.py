import math

data = [2.5, 3.1, 4.7, 5.0, 5.0, 6.2, 7.9, 8.8]
n = len(data)
mean = math.fsum(data) / n
var = math.fsum((x - mean) ** 2 for x in data) / (n - 1)
print(f"mean={mean:.4f} stdev={math.sqrt(var):.4f}")
q = sorted(data)
print("median", (q[n // 2 - 1] + q[n // 2]) / 2)
geo = math.exp(math.fsum(math.log(x) for x in data) / n)
print(f"geometric mean {geo:.4f}")
print("harmonic mean", round(n / math.fsum(1 / x for x in data), 4))
print([math.floor(x) for x in data], [math.ceil(x) for x in data])
