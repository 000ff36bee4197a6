people = [{"name": "ann", "age": 31}, {"name": "bob", "age": 25}, {"name": "cyd"}]
print(sorted(people[:2], key=lambda p: p["age"]))
print(sorted(people, key=lambda p: p["age"]))
