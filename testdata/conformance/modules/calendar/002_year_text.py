import calendar
print(calendar.calendar(2024))
print(calendar.calendar(1999, w=3, l=1, c=2, m=4))
