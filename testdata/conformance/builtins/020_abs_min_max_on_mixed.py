data = [-7, 3.5, -2.25, 10, 0]
print(max(data), min(data), max(data, key=abs), min(map(abs, data)))
print(sorted(data, key=lambda v: (v > 0, abs(v))))
print(max("aZ"), max(["a", "B"], key=str.lower), min([(1, "b"), (1, "a")]))
print(max(range(10), key=lambda n: (n % 4, -n)))
