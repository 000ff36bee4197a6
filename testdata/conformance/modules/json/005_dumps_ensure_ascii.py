import json

s = "café ñ 日本 😀 \u2028 \x7f \x00 \x1f"
print(json.dumps(s))
print(json.dumps(s, ensure_ascii=False))
print(json.dumps({"ключ": "значение"}))
print(json.dumps({"ключ": "значение"}, ensure_ascii=False))
print(json.dumps("\ud800 lone"))
print(json.dumps(["\U0001F600", "\U0010FFFF"]))
print(json.loads(json.dumps(s)) == s, json.loads(json.dumps(s, ensure_ascii=False)) == s)
print(len(json.dumps("é" * 10)), len(json.dumps("é" * 10, ensure_ascii=False)))
