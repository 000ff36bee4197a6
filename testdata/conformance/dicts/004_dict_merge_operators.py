defaults = {"host": "localhost", "port": 8080, "debug": False}
overrides = {"port": 9090, "debug": True}
merged = defaults | overrides
print(merged)
print(overrides | defaults)
cfg = dict(defaults)
cfg |= {"timeout": 30}
print(cfg)
print({**defaults, **overrides, "extra": 1})
print(defaults == {"port": 8080, "debug": False, "host": "localhost"})
