records = [("ann", 31, "nyc"), ("bob", 25, "sf"), ("cid", 35, "nyc")]
for name, age, city in records:
    print(f"{name} ({age}) lives in {city}")
oldest = max(records, key=lambda r: r[1])
print("oldest:", oldest)
by_city = {}
for name, _, city in records:
    by_city.setdefault(city, []).append(name)
print(by_city)
ages = tuple(r[1] for r in records)
print(ages, sum(ages) / len(ages))
