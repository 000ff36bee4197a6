import json

jsonl = """{"id": 1, "status": "ok", "latency_ms": 120}
{"id": 2, "status": "error", "latency_ms": 340, "error": "timeout"}

{"id": 3, "status": "ok", "latency_ms": 95.5}
"""
rows = [json.loads(line) for line in jsonl.splitlines() if line.strip()]
ok = [r for r in rows if r["status"] == "ok"]
print(len(rows), len(ok), sum(r["latency_ms"] for r in rows) / len(rows))
print("\n".join(json.dumps(r, sort_keys=True) for r in rows))

def merge(base, over):
    out = dict(base)
    for k, v in over.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out

base = json.loads('{"model": {"name": "m1", "temp": 0.7}, "retries": 3, "tags": ["a"]}')
over = json.loads('{"model": {"temp": 0.2, "top_p": 0.9}, "tags": ["b", "c"], "debug": true}')
print(json.dumps(merge(base, over), indent=2, sort_keys=True))
