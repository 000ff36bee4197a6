import json

a = [1, 2]
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print("ValueError:", e)
d = {"k": 1}
d["self"] = d
for kw in [{}, {"indent": 2}]:
    try:
        json.dumps(d, **kw)
    except ValueError as e:
        print("ValueError:", e)
try:
    json.dumps(d, check_circular=False)
except RecursionError as e:
    print("RecursionError:", e)
shared = [1]
print(json.dumps([shared, shared, {"x": shared}]))

class Loop:
    pass

try:
    json.dumps(Loop(), default=lambda o: o)
except ValueError as e:
    print("ValueError:", e)
