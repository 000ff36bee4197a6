capitals = {"France": "Paris", "Japan": "Tokyo", "Peru": "Lima", "Kenya": "Nairobi"}
inverted = {v: k for k, v in capitals.items()}
print(inverted["Lima"])
print(sorted(capitals))
print(sorted(capitals.values(), key=len))
print(sorted(capitals.items(), key=lambda kv: kv[1][-1]))
longest = max(capitals.items(), key=lambda kv: len(kv[0]) + len(kv[1]))
print(longest)
