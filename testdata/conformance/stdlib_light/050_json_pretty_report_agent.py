import json

raw = """[
  {"service": "api", "latency_ms": [12, 15, 11, 80], "errors": 1},
  {"service": "db", "latency_ms": [3, 4, 5], "errors": 0},
  {"service": "cache", "latency_ms": [], "errors": 2}
]"""
services = json.loads(raw)
report = {}
for s in services:
    lat = s["latency_ms"]
    report[s["service"]] = {
        "count": len(lat),
        "p_max": max(lat) if lat else None,
        "mean": round(sum(lat) / len(lat), 2) if lat else None,
        "healthy": s["errors"] == 0,
    }
print(json.dumps(report, indent=2))
print(json.dumps(sorted(report, key=lambda k: report[k]["healthy"])))
