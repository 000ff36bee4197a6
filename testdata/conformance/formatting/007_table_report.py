rows = [
    ("apples", 12, 0.5),
    ("bananas", 7, 0.25),
    ("cherries", 250, 0.1),
    ("dragonfruit", 1, 3.75),
]
header = f"{'item':<12}{'qty':>5}{'price':>8}{'total':>9}"
print(header)
print("-" * len(header))
grand = 0
for item, qty, price in rows:
    total = qty * price
    grand += total
    print(f"{item:<12}{qty:>5}{price:>8.2f}{total:>9.2f}")
print("-" * len(header))
print(f"{'TOTAL':<25}{grand:>9.2f}")
