import json

defaults = json.loads('{"retries": 3, "timeout": 10, "endpoints": {"api": "/v1", "auth": "/auth"}, "features": []}')
override = json.loads('{"timeout": 30, "endpoints": {"api": "/v2"}, "features": ["beta"]}')

def merge(a, b):
    out = dict(a)
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out

cfg = merge(defaults, override)
print(json.dumps(cfg, indent=2))
print(json.dumps(cfg, sort_keys=True, separators=(",", ":")))
