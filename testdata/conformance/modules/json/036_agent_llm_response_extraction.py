import json

response = '''Sure! Here is the plan:
```json
{"steps": [{"action": "read", "target": "config.yaml"}, {"action": "edit", "target": "main.py", "lines": [3, 7]}],
 "confidence": 0.82}
```
Let me know if you need more.'''

start = response.index("{")
dec = json.JSONDecoder()
plan, end = dec.raw_decode(response, start)
print(end, response[end:end + 4] == "\n```")
for i, step in enumerate(plan["steps"], 1):
    print(i, step["action"], step["target"], step.get("lines"))
print(f"confidence={plan['confidence']:.0%}")

def first_json(text):
    for i, ch in enumerate(text):
        if ch in "[{":
            try:
                return dec.raw_decode(text, i)[0]
            except json.JSONDecodeError:
                continue
    return None

print(first_json("noise { not json } then [1, 2, {\"k\": \"v\"}] tail"))
print(first_json("nothing here"))
args = json.loads('{"query": "caf\\u00e9 near me", "radius_km": 2.5, "open_now": true, "filters": null}')
print(args, type(args["radius_km"]).__name__)
