data = [3, 8, 1, 12, 7, 20]
print([y for x in data if (y := x * 3) > 10])
print(y)
totals = []
running = 0
print([running := running + x for x in data])
print(running)
lines = ["a=1", "bad", "b=2", "c="]
print({k: v for line in lines if "=" in line for k, v in [line.split("=", 1)] if v})
