# calendar's module functions bound to the shared TextCalendar (firstweekday
# changes them), HTMLCalendar's CSS class attributes and a subclass
# overriding one, monthrange errors, timegm, formatyear columns.
import calendar
print(calendar.__all__[:5], len(calendar.__all__), calendar.monthrange(2024, 2), calendar.isleap(2000), calendar.leapdays(1900, 2024))
calendar.setfirstweekday(6); print(calendar.weekheader(3)); print(calendar.month(2024, 3)); print(calendar.monthcalendar(2024, 3)[0])
calendar.setfirstweekday(0)
h = calendar.HTMLCalendar(); print(h.cssclass_month_head, h.cssclass_month, h.cssclass_year_head, h.cssclass_year, h.cssclasses_weekday_head is h.cssclasses, h.cssclass_noday)
print(h.formatmonth(2024, 2)[:120])
class My(calendar.HTMLCalendar):
    cssclass_month = 'mymonth'
print(My().formatmonth(2024, 2).split('\n')[0])
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e:
    print(type(e).__name__, e)
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), calendar.TextCalendar(6).formatyear(2024, 2, 1, 2, 4).split('\n')[0:3])
