from datetime import date, MINYEAR, MAXYEAR
print(MINYEAR, MAXYEAR)
for y in [1, 4, 100, 400, 1900, 2000, 2023, 2024, 9999]:
    d1 = date(y, 1, 1)
    print(y, d1.toordinal(), date(y, 12, 31).toordinal() - d1.toordinal() + 1, d1.weekday())
for n in [1, 365, 366, 730119, 730120, 3652059]:
    print(n, date.fromordinal(n))
for bad in [0, -1, 3652060]:
    try:
        date.fromordinal(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
tot = 0
for n in range(1, 3652059, 9973):
    d = date.fromordinal(n)
    assert d.toordinal() == n
    tot += d.day
print(tot)
