employees = [
    ("Garcia", "Eng", 3, 125000),
    ("Chen", "Eng", 5, 150000),
    ("Adams", "Sales", 2, 70000),
    ("Baker", "Eng", 3, 125000),
    ("Diaz", "Sales", 7, 95000),
    ("Evans", "Ops", 1, 60000),
    ("Fox", "Ops", 4, 82000),
]
print("by dept, then salary desc, then name:")
for e in sorted(employees, key=lambda e: (e[1], -e[3], e[0])):
    print(f"  {e[1]:<6}{e[0]:<8}{e[3]:>8,}")
print("by years desc, name asc (two stable passes):")
step = sorted(employees, key=lambda e: e[0])
step = sorted(step, key=lambda e: e[2], reverse=True)
print("  " + ", ".join(f"{e[0]}({e[2]})" for e in step))
totals = {}
for _, dept, _, salary in employees:
    totals[dept] = totals.get(dept, 0) + salary
print("payroll:", sorted(totals.items(), key=lambda kv: kv[1], reverse=True))
