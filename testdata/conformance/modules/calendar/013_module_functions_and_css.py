# __all__, monthrange and its error, the module-level functions bound to the
# shared calendar, and HTMLCalendar's CSS class attributes.
import base64, io, calendar
def T(label, fn):
    try:
        print(label, '->', fn())
    except Exception as e:
        print(label, '->', type(e).__name__, e)
print(calendar.__all__)
T('monthrange', lambda: (calendar.monthrange(2024, 2), calendar.monthrange(2023, 12)))
T('bad month', lambda: calendar.monthrange(2024, 13))
T('bad month 0', lambda: calendar.monthrange(2024, 0))
print(calendar.monthcalendar(2024, 2))
print(calendar.month(2024, 2), calendar.weekheader(3))
calendar.prweek([(1, 0), (2, 1)], 3)
print()
print(calendar.week([(1, 0), (2, 1), (0, 2)], 2))
print(calendar.calendar(2024)[:120])
h = calendar.HTMLCalendar()
print(h.cssclass_month_head, h.cssclass_month, h.cssclass_year_head, h.cssclass_year, h.cssclass_noday, h.cssclasses_weekday_head)
print(calendar.monthrange.__doc__ is not None, hasattr(calendar, '_name'))
