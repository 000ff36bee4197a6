import json

rows = [{"name": n, "score": s} for n, s in [("b", 2), ("a", 2), ("c", 1)]]
rows.sort(key=lambda r: (-r["score"], r["name"]))
print(json.dumps(rows))
d = {}
for k in ["zeta", "alpha", "Mid", "_under", "123", "alpha2"]:
    d[k] = len(k)
print(json.dumps(d))
print(json.dumps(d, sort_keys=True))
print(json.dumps(d, sort_keys=True, indent=2, separators=(",", ": ")))
nested = {"b": {"d": 1, "c": [{"f": 1, "e": 2}]}, "a": None}
print(json.dumps(nested, sort_keys=True))
print(json.dumps(nested, sort_keys=True) == json.dumps(json.loads(json.dumps(nested)), sort_keys=True))
