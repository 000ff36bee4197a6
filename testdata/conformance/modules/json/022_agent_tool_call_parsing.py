import json

raw_calls = [
    '{"tool": "search", "args": {"query": "weather in Paris", "limit": 3}}',
    '{"tool": "calc", "args": {"expr": "2+2"}}',
    '{"tool": "broken", "args": {"x": 1,}}',
    'not json at all',
    '{"tool": "write", "args": {"path": "a.txt", "content": "line1\\nline2"}}',
]
results = []
for raw in raw_calls:
    try:
        call = json.loads(raw)
    except json.JSONDecodeError as e:
        results.append({"error": f"invalid JSON: {e.msg} at {e.pos}"})
        continue
    results.append({"tool": call["tool"], "arg_keys": sorted(call["args"])})
print(json.dumps(results, indent=2))
reply = {"role": "assistant", "content": None,
         "tool_calls": [{"id": "call_1", "function": {"name": "search", "arguments": json.dumps({"q": "x"})}}]}
text = json.dumps(reply)
print(text)
back = json.loads(text)
print(json.loads(back["tool_calls"][0]["function"]["arguments"]))
