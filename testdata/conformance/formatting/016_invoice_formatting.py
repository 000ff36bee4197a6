invoice = {
    "number": 1042,
    "customer": "ACME Corp.",
    "lines": [("Consulting", 12.5, 95.0), ("Travel", 1, 312.4), ("Licence", 3, 1999.99)],
    "tax": 0.2,
}
print(f"INVOICE #{invoice['number']:06d}".center(44))
print(f"Customer: {invoice['customer']}")
print("=" * 44)
subtotal = 0.0
for desc, qty, unit in invoice["lines"]:
    amount = qty * unit
    subtotal += amount
    print(f"{desc:<14}{qty:>6g} x {unit:>8.2f} = {amount:>9,.2f}")
print("=" * 44)
tax = subtotal * invoice["tax"]
for label, value in [("Subtotal", subtotal), (f"Tax {invoice['tax']:.0%}", tax), ("Total", subtotal + tax)]:
    print(f"{label:>31}: {value:>10,.2f}")
