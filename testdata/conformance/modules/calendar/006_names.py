import calendar
print(list(calendar.day_name), list(calendar.day_abbr))
print(list(calendar.month_name), list(calendar.month_abbr))
print(calendar.month_name[1], calendar.month_abbr[12], calendar.day_name[-1], calendar.day_abbr[0], len(calendar.day_name), len(calendar.month_name))
print(calendar.month_name[1:4], calendar.day_abbr[::2])
print(calendar.MONDAY, calendar.SUNDAY, calendar.January if hasattr(calendar, 'January') else '', calendar.EPOCH)
for bad in [7, 13]:
    try:
        calendar.day_name[bad]
    except IndexError as e:
        print('IndexError', e)
print({m: i for i, m in enumerate(calendar.month_abbr) if m}['Mar'])
