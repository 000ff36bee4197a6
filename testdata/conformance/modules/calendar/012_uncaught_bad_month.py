import calendar
print(calendar.month(2024, 1).splitlines()[0])
calendar.month(2024, 13)
