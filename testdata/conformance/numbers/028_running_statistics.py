data = [12.5, 7.25, 3.0, 19.75, 8.5, 10.0, 4.25]
n = len(data)
mean = sum(data) / n
var = sum((x - mean) ** 2 for x in data) / (n - 1)
std = var ** 0.5
s = sorted(data)
median = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
print(f"n={n} mean={mean:.4f} median={median} var={var:.4f} std={std:.4f}")
print("min", min(data), "max", max(data), "range", max(data) - min(data))
cum = 0
for x in data:
    cum += x
    print(f"{x:6.2f} cumulative {cum:7.2f}")
