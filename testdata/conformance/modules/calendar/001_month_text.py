import calendar
print(calendar.month(2024, 2))
print(calendar.month(2023, 10, w=3))
print(calendar.month(2021, 1, l=2))
print(repr(calendar.month(2024, 9, 0, 0)))
