from operator import itemgetter

records = [{"id": 1, "name": "a"}, {"id": 2, "name": "b"}, {"id": 3}]
get_name = itemgetter("name")
for r in records:
    print(r["id"], get_name(r))
