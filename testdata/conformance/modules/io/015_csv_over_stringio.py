import io, json
data = io.StringIO()
rows = [["name", "qty"], ["apple", "3"], ["pear", "5"]]
for r in rows:
    data.write(",".join(r) + "\n")
data.seek(0)
header = data.readline().strip().split(",")
records = [dict(zip(header, line.strip().split(","))) for line in data]
print(json.dumps(records))
