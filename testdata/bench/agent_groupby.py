# bench: agent
# Aggregating tool results held as a list of dict records: group by key into
# a dict of lists, sums and averages per group, sorting by several keys with
# lambdas, top-N per group and percentages formatted with f-strings.

REGIONS = ["north", "south", "east", "west", "central"]
PRODUCTS = ["widget", "gadget", "doohickey", "gizmo", "sprocket", "flange", "bolt"]
STATUSES = ["ok", "ok", "ok", "refunded", "pending"]


def make_records(n, seed):
    x = seed
    out = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append({
            "id": i,
            "region": REGIONS[x % 5],
            "product": PRODUCTS[(x >> 4) % 7],
            "status": STATUSES[(x >> 9) % 5],
            "qty": 1 + (x >> 12) % 20,
            "price": round(1.5 + ((x >> 6) % 4000) / 100.0, 2),
            "customer": f"c{(x >> 3) % 900:04d}",
        })
    return out


records = make_records(30000, 11)

for rnd in range(3):
    by_region = {}
    for r in records:
        by_region.setdefault(r["region"], []).append(r)

    total = sum(r["qty"] * r["price"] for r in records if r["status"] == "ok")
    rows = []
    for region, items in by_region.items():
        ok = [r for r in items if r["status"] == "ok"]
        revenue = sum(r["qty"] * r["price"] for r in ok)
        avg_qty = sum(r["qty"] for r in ok) / len(ok)
        refunded = len([r for r in items if r["status"] == "refunded"])
        rows.append({"region": region, "revenue": revenue, "avg_qty": avg_qty,
                     "orders": len(items), "refund_rate": refunded / len(items)})
    rows.sort(key=lambda d: (-d["revenue"], d["region"]))
    if rnd == 0:
        print(f"{'region':<8} {'revenue':>12} {'share':>7} {'avg qty':>8} {'refunds':>8}")
        for row in rows:
            print(f"{row['region']:<8} {row['revenue']:>12,.2f} {row['revenue'] / total:>7.1%} "
                  f"{row['avg_qty']:>8.2f} {row['refund_rate']:>8.2%}")

    by_product = {}
    for r in records:
        key = (r["region"], r["product"])
        agg = by_product.get(key)
        if agg is None:
            agg = by_product[key] = {"qty": 0, "revenue": 0.0, "n": 0}
        agg["qty"] += r["qty"]
        agg["revenue"] += r["qty"] * r["price"]
        agg["n"] += 1
    top = sorted(by_product.items(), key=lambda kv: (-kv[1]["qty"], kv[0][0], kv[0][1]))[:5]
    if rnd == 0:
        for (region, product), agg in top:
            print(f"  {region}/{product}: qty={agg['qty']} n={agg['n']} "
                  f"mean=${agg['revenue'] / agg['n']:.2f}")

    per_customer = {}
    for r in records:
        c = per_customer.setdefault(r["customer"], {"orders": 0, "spent": 0.0, "products": set()})
        c["orders"] += 1
        c["spent"] += r["qty"] * r["price"]
        c["products"].add(r["product"])
    best = sorted(per_customer.items(),
                  key=lambda kv: (-len(kv[1]["products"]), -kv[1]["spent"], kv[0]))[:4]
    if rnd == 0:
        for name, c in best:
            print(f"{name}: {c['orders']} orders, {len(c['products'])} products, "
                  f"{c['spent']:,.2f} spent")

    ranked = sorted(records, key=lambda r: (r["region"], -r["qty"], r["price"], r["id"]))
    firsts = {}
    for r in ranked:
        lst = firsts.setdefault(r["region"], [])
        if len(lst) < 3:
            lst.append(r["id"])
    if rnd == 0:
        print(sorted(firsts.items()))

    status_counts = {}
    for r in records:
        status_counts[r["status"]] = status_counts.get(r["status"], 0) + 1
    if rnd == 0:
        for s, n in sorted(status_counts.items(), key=lambda kv: kv[1], reverse=True):
            print(f"{s:>9}: {n:6d} ({n / len(records) * 100:5.1f}%)")
print(f"total ok revenue {total:,.2f}")
