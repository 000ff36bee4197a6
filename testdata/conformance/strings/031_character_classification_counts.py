text = "Hello, World! 123 times... 456?"
stats = {"upper": 0, "lower": 0, "digit": 0, "space": 0, "punct": 0}
for ch in text:
    if ch.isupper():
        stats["upper"] += 1
    elif ch.islower():
        stats["lower"] += 1
    elif ch.isdigit():
        stats["digit"] += 1
    elif ch.isspace():
        stats["space"] += 1
    else:
        stats["punct"] += 1
for k, v in stats.items():
    print(f"{k:>6}: {v}")
print(sum(stats.values()) == len(text))
