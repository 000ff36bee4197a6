import calendar
for y in [1900, 2000, 2023, 2024, 2100, 1, 9999]:
    print(y, calendar.isleap(y), [calendar.monthrange(y, m) for m in (1, 2, 12)])
print(calendar.leapdays(1900, 2024), calendar.leapdays(2024, 2024), calendar.leapdays(2000, 2001), calendar.leapdays(2024, 2000))
print(calendar.weekday(2024, 7, 4), calendar.weekday(1, 1, 1), calendar.weekday(12000, 1, 1), calendar.weekday(-5, 3, 1))
for m in [0, 13, -1]:
    try:
        calendar.monthrange(2024, m)
    except calendar.IllegalMonthError as e:
        print(type(e).__name__, e, e.month, isinstance(e, ValueError))
