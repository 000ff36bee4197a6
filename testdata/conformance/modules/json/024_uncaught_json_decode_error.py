import json

print("before")
json.loads('{"key": "value",\n "other": [1, 2, 3')
