events = [
    ("2024-01-03", "login", "ann"),
    ("2024-01-03", "logout", "ann"),
    ("2024-01-04", "login", "bob"),
    ("2024-01-04", "login", "ann"),
    ("2024-01-05", "error", "bob"),
]
by_day = {}
by_user = {}
for day, kind, user in events:
    by_day.setdefault(day, []).append(kind)
    stats = by_user.setdefault(user, {})
    stats[kind] = stats.get(kind, 0) + 1
for day, kinds in by_day.items():
    print(day, kinds)
for user in sorted(by_user):
    print(user, by_user[user])
