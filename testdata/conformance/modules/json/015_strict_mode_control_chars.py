import json

doc = '{"text": "line1\nline2\ttab"}'
try:
    json.loads(doc)
except json.JSONDecodeError as e:
    print("strict:", e)
print(json.loads(doc, strict=False))
print(json.JSONDecoder(strict=False).decode('["\x00\x1f"]'))
try:
    json.JSONDecoder().decode('["a\x01"]')
except json.JSONDecodeError as e:
    print(e.msg, e.pos)
