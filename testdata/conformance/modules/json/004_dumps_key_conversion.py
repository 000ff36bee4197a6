import json

d = {1: "int", 2.5: "float", True: "bool", None: "none", "s": "str", -3: "neg", 1e20: "big float"}
print(json.dumps(d))
print(json.dumps({False: 0, 10**30: "huge"}))
print(json.dumps({float("inf"): 1, float("-inf"): 2, float("nan"): 3}))
for bad in [{(1, 2): "tuple"}, {b"k": 1}, {frozenset(): 1}]:
    try:
        json.dumps(bad)
    except TypeError as e:
        print("TypeError:", e)
print(json.dumps({(1, 2): "skip", "keep": 1, b"x": 2}, skipkeys=True))
print(json.dumps({(1, 2): "skip"}, skipkeys=True))
print(json.loads(json.dumps({1: "a", 2: "b"})))
