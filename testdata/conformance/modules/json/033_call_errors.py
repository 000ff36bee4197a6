import json

calls = [
    lambda: json.dumps(),
    lambda: json.dumps(1, 2),
    lambda: json.dumps([1], indnt=2),
    lambda: json.loads(),
    lambda: json.loads("1", "2"),
    lambda: json.loads("[1]", object_hok=None),
    lambda: json.dump([1]),
    lambda: json.load(),
    lambda: json.load("not a file"),
    lambda: json.dump([1], "not a file"),
    lambda: json.JSONEncoder(2),
    lambda: json.JSONDecoder(None),
    lambda: json.JSONDecoder().decode(5),
    lambda: json.dumps([1], separators=("a",)),
]
for c in calls:
    try:
        c()
        print("no error")
    except Exception as e:
        print(type(e).__name__ + ":", e)
