import json

print(json.loads(b'{"a": [1, 2]}'))
print(json.loads(bytearray(b'["x"]')))
for enc in ["utf-8", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be", "utf-8-sig"]:
    data = '{"k": "é😀"}'.encode(enc)
    print(enc, json.loads(data), json.detect_encoding(data))
try:
    json.loads('\ufeff[1]')
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)
for bad in [None, 5, 3.5, ["[]"], {"a": 1}]:
    try:
        json.loads(bad)
    except TypeError as e:
        print("TypeError:", e)
