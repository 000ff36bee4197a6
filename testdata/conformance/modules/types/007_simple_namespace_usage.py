import types

raw = {"model": "m1", "params": {"temperature": 0.2, "top_p": 0.9}, "stop": ["\n"]}
def to_ns(obj):
    if isinstance(obj, dict):
        return types.SimpleNamespace(**{k: to_ns(v) for k, v in obj.items()})
    if isinstance(obj, list):
        return [to_ns(v) for v in obj]
    return obj
cfg = to_ns(raw)
print(cfg)
print(cfg.params.temperature, cfg.stop)
cfg.params.temperature = 0.5
print(vars(cfg.params))
print(sorted(vars(cfg)))
ns = types.SimpleNamespace(b=2, a=1)
print(ns, ns.__dict__)
ns2 = types.SimpleNamespace(**ns.__dict__)
print(ns == ns2, ns is ns2)
setattr(ns, "c", 3)
print(getattr(ns, "c"), hasattr(ns, "d"), getattr(ns, "d", "default"))
r = types.SimpleNamespace(x=types.SimpleNamespace())
r.x.y = r
print(r)
