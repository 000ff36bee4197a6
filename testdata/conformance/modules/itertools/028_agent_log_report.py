from itertools import groupby, islice, chain, accumulate, pairwise, takewhile
from operator import itemgetter

events = [
    ("2024-01-01", "login", 3),
    ("2024-01-01", "click", 5),
    ("2024-01-02", "login", 1),
    ("2024-01-02", "error", 2),
    ("2024-01-02", "click", 7),
    ("2024-01-03", "logout", 1),
]
for day, rows in groupby(events, key=itemgetter(0)):
    rows = list(rows)
    total = sum(r[2] for r in rows)
    kinds = ",".join(r[1] for r in rows)
    print(f"{day}: {len(rows)} events, {total} units [{kinds}]")
by_kind = sorted(events, key=itemgetter(1))
summary = {k: sum(r[2] for r in g) for k, g in groupby(by_kind, key=itemgetter(1))}
print(sorted(summary.items()))
running = list(accumulate(r[2] for r in events))
print(running)
gaps = [b - a for a, b in pairwise(running)]
print(gaps)
first_three = list(islice(events, 3))
print(first_three)
until_error = list(takewhile(lambda r: r[1] != "error", events))
print(len(until_error))
all_units = list(chain.from_iterable([r[2]] * 2 for r in events[:2]))
print(all_units)
