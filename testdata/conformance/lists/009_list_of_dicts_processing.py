orders = [
    {"id": 1, "customer": "ann", "total": 30.5, "status": "shipped"},
    {"id": 2, "customer": "bob", "total": 12.0, "status": "pending"},
    {"id": 3, "customer": "ann", "total": 99.9, "status": "pending"},
    {"id": 4, "customer": "cat", "total": 5.25, "status": "shipped"},
    {"id": 5, "customer": "bob", "total": 40.0, "status": "cancelled"},
]
pending = [o["id"] for o in orders if o["status"] == "pending"]
print("pending:", pending)
by_customer = {}
for o in orders:
    if o["status"] != "cancelled":
        by_customer[o["customer"]] = by_customer.get(o["customer"], 0) + o["total"]
for name, total in sorted(by_customer.items(), key=lambda kv: -kv[1]):
    print(f"{name}: {total:.2f}")
biggest = max(orders, key=lambda o: o["total"])
print("biggest:", biggest["id"], biggest)
