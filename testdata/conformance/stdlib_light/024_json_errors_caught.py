import json

for bad in ['{"a": 1,}', "{'a': 1}", "[1, 2", "", "tru", '{"a" 1}', "[1] x"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r:12} -> {e.msg} at line {e.lineno} col {e.colno} (pos {e.pos})")
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({1: "int key", None: "none key", True: "bool key"}))
