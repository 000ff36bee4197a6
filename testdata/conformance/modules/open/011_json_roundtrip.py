import os, tempfile, shutil
_base = tempfile.mkdtemp()
os.chdir(_base)
import json
data = {"name": "widget", "tags": ["a", "b"], "price": 9.5, "ok": True}
with open("d.json", "w") as f:
    json.dump(data, f, indent=2, sort_keys=True)
with open("d.json") as f:
    print(f.read())
with open("d.json") as f:
    print(json.load(f) == data)

os.chdir('/')
shutil.rmtree(_base)
