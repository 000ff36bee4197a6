orders = [
    {"id": "o1", "customer": {"name": "Ann", "tier": "gold"}, "items": [{"sku": "A", "qty": 2, "price": 9.5}, {"sku": "B", "qty": 1, "price": 20.0}]},
    {"id": "o2", "customer": {"name": "Bob", "tier": "silver"}, "items": [{"sku": "A", "qty": 1, "price": 9.5}]},
    {"id": "o3", "customer": {"name": "Ann", "tier": "gold"}, "items": []},
    {"id": "o4", "customer": {"name": "Cyd", "tier": "gold"}, "items": [{"sku": "C", "qty": 5, "price": 1.25}, {"sku": "B", "qty": 2, "price": 20.0}]},
]
DISCOUNT = {"gold": 0.1, "silver": 0.05}

revenue_by_customer = {}
units_by_sku = {}
for order in orders:
    subtotal = sum(i["qty"] * i["price"] for i in order["items"])
    total = subtotal * (1 - DISCOUNT.get(order["customer"]["tier"], 0))
    name = order["customer"]["name"]
    revenue_by_customer[name] = revenue_by_customer.get(name, 0) + total
    for item in order["items"]:
        units_by_sku[item["sku"]] = units_by_sku.get(item["sku"], 0) + item["qty"]
    print(f"{order['id']}: {len(order['items'])} lines, subtotal {subtotal:.2f}, total {total:.2f}")

print("revenue:", {k: round(v, 2) for k, v in sorted(revenue_by_customer.items())})
print("units:", dict(sorted(units_by_sku.items(), key=lambda kv: -kv[1])))
best = max(revenue_by_customer, key=revenue_by_customer.get)
print("best customer:", best)
print("empty orders:", [o["id"] for o in orders if not o["items"]])
