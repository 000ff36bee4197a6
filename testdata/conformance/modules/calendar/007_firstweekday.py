import calendar
print(calendar.firstweekday())
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.weekheader(2), calendar.weekheader(9))
print(calendar.month(2024, 6))
print(calendar.monthcalendar(2024, 6)[0])
calendar.setfirstweekday(0)
for bad in [7, -1]:
    try:
        calendar.setfirstweekday(bad)
    except calendar.IllegalWeekdayError as e:
        print(type(e).__name__, e)
print(calendar.weekheader(1), '|', calendar.weekheader(3), '|', calendar.weekheader(10))
