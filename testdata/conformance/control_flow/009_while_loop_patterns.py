n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print("steps", steps)
balance, years = 1000.0, 0
while balance < 2000:
    balance *= 1.07
    years += 1
print(years, round(balance, 2))
queue = [1]
seen = []
while queue:
    x = queue.pop(0)
    if x > 20 or x in seen:
        continue
    seen.append(x)
    queue += [x * 2, x * 3]
print(seen)
