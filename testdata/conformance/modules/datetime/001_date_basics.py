from datetime import date
d = date(2024, 2, 29)
print(d, repr(d), d.year, d.month, d.day)
print(d.weekday(), d.isoweekday(), d.toordinal(), d.ctime())
print(d.isoformat(), str(d), d.timetuple())
print(date.fromordinal(1), date.fromordinal(738945), date.min, date.max, date.resolution)
print(d.replace(year=2025, day=28), d.replace(month=3))
print(date(2024, 1, 1) < date(2024, 1, 2), date(2024, 1, 1) == date(2024, 1, 1), date(2024, 1, 1) != date(2023, 1, 1))
