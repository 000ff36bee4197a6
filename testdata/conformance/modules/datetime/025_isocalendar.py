from datetime import date, datetime
for y, m, d in [(2024, 1, 1), (2023, 1, 1), (2021, 1, 3), (2020, 12, 31), (2026, 12, 31), (2027, 1, 1), (2004, 12, 27), (1, 1, 1), (9999, 12, 31)]:
    ic = date(y, m, d).isocalendar()
    print(ic, ic.year, ic.week, ic.weekday, tuple(ic), ic[0], type(ic).__name__)
    print(repr(date.fromisocalendar(*ic)))
ic = datetime(2024, 5, 5, 12).isocalendar()
print(ic, ic == (2024, 18, 7), len(ic))
y, w, wd = ic
print(y, w, wd)
for args in [(2024, 53, 1), (2020, 53, 7), (2024, 0, 1), (2024, 1, 8), (2024, 1, 0), (0, 1, 1), (10000, 1, 1)]:
    try:
        print(date.fromisocalendar(*args))
    except ValueError as e:
        print('ValueError', e)
