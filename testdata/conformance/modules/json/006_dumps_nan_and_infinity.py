import json

vals = [float("nan"), float("inf"), float("-inf")]
print(json.dumps(vals))
print(json.dumps({"x": float("inf")}, indent=1))
for v in vals:
    try:
        json.dumps(v, allow_nan=False)
    except ValueError as e:
        print("ValueError:", e)
    try:
        json.dumps([v], allow_nan=False, indent=2)
    except ValueError as e:
        print("ValueError (indent):", e)
print(json.loads("[NaN, Infinity, -Infinity]"))
print(json.loads("[NaN]", parse_constant=lambda c: "const:" + c))
