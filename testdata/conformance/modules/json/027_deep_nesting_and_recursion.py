import json

deep = "[" * 50 + "]" * 50
print(json.dumps(json.loads(deep))[:12])
obj = {}
cur = obj
for i in range(40):
    cur["n"] = {}
    cur = cur["n"]
print(json.dumps(obj).count("{"))
try:
    json.loads("[" * 100000 + "]" * 100000)
except RecursionError as e:
    print("RecursionError:", e)
try:
    json.loads('{"a":' * 100000 + "1" + "}" * 100000)
except RecursionError as e:
    print("RecursionError:", e)
nested = []
for _ in range(100000):
    nested = [nested]
try:
    json.dumps(nested)
except RecursionError as e:
    print("RecursionError:", e)
