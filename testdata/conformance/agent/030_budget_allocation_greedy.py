requests = [
    {"team": "infra", "ask": 50000, "score": 9},
    {"team": "ml", "ask": 120000, "score": 8},
    {"team": "web", "ask": 30000, "score": 6},
    {"team": "mobile", "ask": 45000, "score": 7},
    {"team": "data", "ask": 25000, "score": 8},
]
budget = 170000
granted = {}
for r in sorted(requests, key=lambda r: (-r["score"], r["ask"])):
    amount = min(r["ask"], budget)
    if amount < r["ask"] * 0.5:
        granted[r["team"]] = 0
        continue
    granted[r["team"]] = amount
    budget -= amount
for team, amount in granted.items():
    print(f"{team:<7}{amount:>9,}")
print(f"left over: {budget:,}")
print("fully funded:", sorted(r["team"] for r in requests if granted[r["team"]] == r["ask"]))
