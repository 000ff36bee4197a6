payload = {
    "teams": [
        {"name": "red", "members": [{"n": "a", "pts": 10}, {"n": "b", "pts": 7}]},
        {"name": "blue", "members": [{"n": "c", "pts": 12}]},
        {"name": "green", "members": []},
    ]
}
summary = {}
for team in payload["teams"]:
    pts = [m["pts"] for m in team["members"]]
    summary[team["name"]] = {"count": len(pts), "total": sum(pts), "best": max(pts, default=None)}
for name, s in summary.items():
    print(name, s)
winner = max(summary, key=lambda n: summary[n]["total"])
print("winner:", winner)
print("all players:", [m["n"] for t in payload["teams"] for m in t["members"]])
