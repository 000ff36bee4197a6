import json

class Thing:
    pass

print(json.dumps({"ok": 1}))
json.dumps({"thing": Thing()})
