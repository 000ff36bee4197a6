import json

docs = ['{"ok": true}', '[1, 2, 3]', '{"broken": }']
for d in docs:
    print(json.loads(d))
