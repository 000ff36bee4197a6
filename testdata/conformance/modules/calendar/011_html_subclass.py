import calendar
class Marked(calendar.HTMLCalendar):
    cssclass_month = "cal"
    cssclasses = ["wk"] * 5 + ["we", "we"]
    def __init__(self, events):
        super().__init__(firstweekday=6)
        self.events = events
    def formatday(self, day, weekday):
        if day in self.events:
            return f'<td class="ev">{day}*</td>'
        return super().formatday(day, weekday)
print(Marked({3, 14}).formatmonth(2024, 3))
class Plain(calendar.TextCalendar):
    def formatday(self, day, weekday, width):
        return ('--' if day == 0 else '%02d' % day).center(width)
print(Plain().formatmonth(2024, 3))
