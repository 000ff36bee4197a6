class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None
    def __setattr__(self, name, value):
        self[name] = value

cfg = AttrDict(host="localhost", port=80)
cfg.debug = True
print(cfg.host, cfg.port, cfg.debug)
print(cfg, len(cfg), isinstance(cfg, dict))
try:
    cfg.missing
except AttributeError as e:
    print("AttributeError:", e)
class LowerDict(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
d = LowerDict()
d["HeLLo"] = 1
d.update(WORLD=2)
print(d)
