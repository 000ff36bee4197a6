text = "mississippi river"
counts = {}
for ch in text:
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
best = max(counts, key=counts.get)
print("most common:", best, counts[best])
inverse = {}
for ch, n in counts.items():
    inverse.setdefault(n, []).append(ch)
print(dict(sorted(inverse.items(), reverse=True)))
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
