config = {
    "server": {"host": "0.0.0.0", "ports": [80, 443]},
    "db": {"primary": {"user": "admin", "pool": 5}, "replicas": []},
}
print(config["server"]["ports"][1])
print(config["db"]["primary"].get("pool"))

def dig(d, path, default=None):
    for key in path.split("."):
        if isinstance(d, dict) and key in d:
            d = d[key]
        elif isinstance(d, list) and key.isdigit() and int(key) < len(d):
            d = d[int(key)]
        else:
            return default
    return d

for path in ["server.host", "server.ports.0", "db.primary.user", "db.replicas.0", "nope", "server.ports.7"]:
    print(f"{path:20} -> {dig(config, path, '<none>')}")
