alphabet = "abcdefghijklmnopqrstuvwxyz"
index = {ch: i for i, ch in enumerate(alphabet)}
morse_like = {ch: "." * (i % 4 + 1) + "-" * (i // 4 % 3) for ch, i in index.items()}
print(index["a"], index["z"], len(index))
print(" ".join(morse_like[c] for c in "sos"))
squares = {n: n * n for n in range(1, 11)}
roots = {v: k for k, v in squares.items()}
print(roots[49], roots.get(50, "not a square"))
print([n for n in range(1, 101) if n in roots])
