ledger = [
    ("2024-01-01", "deposit", 1000),
    ("2024-01-03", "withdraw", 250),
    ("2024-01-04", "fee", 5),
    ("2024-01-09", "deposit", 300),
    ("2024-01-10", "withdraw", 2000),
    ("2024-01-15", "interest", 3.75),
]
balance = 0.0
rejected = []
for date, kind, amount in ledger:
    sign = -1 if kind in ("withdraw", "fee") else 1
    if sign < 0 and amount > balance:
        rejected.append((date, kind, amount))
        print(f"{date} {kind:<9}{amount:>9.2f}  REJECTED (balance {balance:.2f})")
        continue
    balance += sign * amount
    print(f"{date} {kind:<9}{sign * amount:>+9.2f}  balance {balance:>8.2f}")
print("final balance:", f"{balance:.2f}")
print("rejected:", rejected)
by_kind = {}
for _, kind, amount in ledger:
    by_kind[kind] = by_kind.get(kind, 0) + amount
print(by_kind)
