rows = [("alice", 31, 1250.5), ("bob", 4, 3.25), ("christina", 102, 0)]
parts = []
for name, qty, price in rows:
    parts.append(f"{name}:{qty}:{price}")
print(";".join(parts))
buf = ""
for i in range(5):
    buf += str(i) * i
print(buf)
lines = ["header"] + [f"row {i}" for i in range(3)] + ["footer"]
print("\n".join(lines))
print("|".join(f"{w:^7}" for w in ["a", "bb", "ccc"]))
