payload = {"user": {"profile": {"name": "ann", "langs": ["py", "go"]}}}

def get(path):
    node = payload
    for key in path:
        node = node[key]
    return node

print(get(["user", "profile", "name"]))
print(get(["user", "profile", "langs", 1]))
print(get(["user", "settings", "theme"]))
