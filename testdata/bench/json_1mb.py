# bench: agent
# json.dumps and json.loads of a 1 MB document (issue 6): the document is
# built once, then dumped and loaded back twenty times each, so the two
# calls are nearly all of the time.
import json

records = []
for i in range(6400):
    records.append({
        "id": i,
        "name": f"record-{i:05d}",
        "score": i * 0.37,
        "active": i % 3 == 0,
        "tags": ["alpha", "beta", "gamma"][: i % 4],
        "note": None if i % 5 else "café \u2603 \"quoted\"",
        "nested": {"depth": i % 7, "path": [i, i + 1, i + 2]},
    })
doc = {"version": 3, "records": records}

size = 0
for _ in range(20):
    text = json.dumps(doc)
    size = len(text)
total = 0
for _ in range(20):
    back = json.loads(text)
    total += len(back["records"])
print(size, total, back == doc, back["records"][-1]["name"])
