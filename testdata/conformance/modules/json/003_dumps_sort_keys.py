import json

d = {"b": 1, "a": 2, "C": 3, "é": 4, "aa": 5, "10": 6, "9": 7}
print(json.dumps(d, sort_keys=True))
print(json.dumps({3: "c", 1: "a", 2: "b"}, sort_keys=True))
print(json.dumps({2.5: "x", 1: "y", -1: "z"}, sort_keys=True))
print(json.dumps({"z": {"y": 1, "x": 2}, "a": [{"d": 1, "c": 2}]}, sort_keys=True, indent=1))
for bad in [{1: "a", "b": 2}, {"b": 2, 1: "a"}, {"a": 1, None: 2}, {1: 1, "x": 2, 2: 3, "y": 4}]:
    try:
        json.dumps(bad, sort_keys=True)
    except TypeError as e:
        print("TypeError:", e)
