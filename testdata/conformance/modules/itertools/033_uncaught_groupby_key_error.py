from itertools import groupby

records = [{"team": "a", "score": 3}, {"team": "a", "score": 5}, {"score": 1}]
for team, rows in groupby(records, key=lambda r: r["team"]):
    print(team, [r["score"] for r in rows])
