grades = {"ann": "A", "bob": "B", "cid": "A", "dee": "C", "eve": "B"}
last_wins = {g: name for name, g in grades.items()}
print(last_wins)
grouped = {g: sorted(n for n, gg in grades.items() if gg == g) for g in sorted(set(grades.values()))}
print(grouped)
print({n: ord(g) - 64 for n, g in grades.items()})
print(dict(sorted({v: k for k, v in {1: "b", 2: "a"}.items()}.items())))
