"""Calendars of months and years as text or HTML, and date helpers.

Weeks start on Monday unless setfirstweekday() says otherwise (0 is
Monday, 6 is Sunday); cal(1) starts them on Sunday."""

# pyex: written in Python on top of datetime; the names are the C locale's
# (a sandboxed run has no locales), so the Locale* calendars print English.

import sys
import datetime

# CPython's order, which a program printing __all__ sees.
__all__ = """IllegalMonthError IllegalWeekdayError setfirstweekday firstweekday
    isleap leapdays weekday monthrange monthcalendar prmonth month prcal
    calendar timegm month_name month_abbr day_name day_abbr Calendar
    TextCalendar HTMLCalendar LocaleTextCalendar LocaleHTMLCalendar weekheader
    MONDAY TUESDAY WEDNESDAY THURSDAY FRIDAY SATURDAY SUNDAY""".split()

error = ValueError


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return f"bad month number {self.month!r}; must be 1-12"


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return f"bad weekday number {self.weekday!r}; must be 0 (Monday) to 6 (Sunday)"


January = 1
February = 2

mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

_FULL_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_FULL_MONTHS = ("", "January", "February", "March", "April", "May", "June", "July",
                "August", "September", "October", "November", "December")


_MONTH_IDX = list(range(13))
_DAY_IDX = list(range(7))


class _localized_month:
    def __init__(self, format):
        self.format = format

    def _name(self, i):
        if i == 0:
            return ""
        return datetime.date(2001, i, 1).strftime(self.format)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self._name(k) for k in _MONTH_IDX[i]]
        return self._name(_MONTH_IDX[i])

    def __len__(self):
        return 13


class _localized_day:
    def __init__(self, format):
        self.format = format

    def _name(self, i):
        # January 1st, 2001 was a Monday.
        return datetime.date(2001, 1, i + 1).strftime(self.format)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self._name(k) for k in _DAY_IDX[i]]
        return self._name(_DAY_IDX[i])

    def __len__(self):
        return 7


day_name = _localized_day('%A')
day_abbr = _localized_day('%a')
month_name = _localized_month('%B')
month_abbr = _localized_month('%b')

MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)


def isleap(year):
    """True when year is a leap year of the Gregorian calendar."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """How many leap years there are from y1 up to, not including, y2."""
    def upto(y):  # leap years in [1, y]
        return y // 4 - y // 100 + y // 400
    return upto(y2 - 1) - upto(y1 - 1)


def weekday(year, month, day):
    """The day of the week of a date, 0 for Monday to 6 for Sunday."""
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        # The Gregorian calendar repeats every 400 years.
        year = 2000 + year % 400
    return datetime.date(year, month, day).weekday()


def _monthlen(year, month):
    if month == 2 and isleap(year):
        return 29
    return mdays[month]


def monthrange(year, month):
    """(weekday of the 1st, Monday being 0; number of days) of a month."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    return weekday(year, month, 1), _monthlen(year, month)


def _chunks(items, n):
    return [items[i:i + n] for i in range(0, len(items), n)]


class Calendar(object):
    """The weeks of months and years as data, weeks starting on
    firstweekday (0 is Monday); the subclasses lay them out."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday  # 0 = Monday, 6 = Sunday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        """The seven weekday numbers of a week, firstweekday first."""
        first = self.firstweekday
        for k in range(7):
            yield (first + k) % 7

    def _padding(self, year, month):
        day1, ndays = monthrange(year, month)
        first = self.firstweekday
        before = (day1 - first) % 7
        after = (first - day1 - ndays) % 7
        return before, ndays, after

    def itermonthdates(self, year, month):
        """The dates of the whole weeks that cover the month, as datetime.date."""
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)

    def itermonthdays(self, year, month):
        """The day numbers of the weeks that cover the month, 0 for days of
        the months around it."""
        before, ndays, after = self._padding(year, month)
        for _ in range(before):
            yield 0
        yield from range(1, ndays + 1)
        for _ in range(after):
            yield 0

    def itermonthdays2(self, year, month):
        """(day number, weekday) for the weeks that cover the month; day 0
        outside it."""
        wd = self.firstweekday
        for d in self.itermonthdays(year, month):
            yield d, wd % 7
            wd += 1

    def itermonthdays3(self, year, month):
        """(year, month, day) for the weeks that cover the month; works
        beyond the range of datetime.date."""
        before, ndays, after = self._padding(year, month)
        py, pm = (year - 1, 12) if month == 1 else (year, month - 1)
        plen = _monthlen(py, pm)
        for d in range(plen - before + 1, plen + 1):
            yield py, pm, d
        for d in range(1, ndays + 1):
            yield year, month, d
        ny, nm = (year + 1, 1) if month == 12 else (year, month + 1)
        for d in range(1, after + 1):
            yield ny, nm, d

    def itermonthdays4(self, year, month):
        """(year, month, day, weekday) for the weeks that cover the month."""
        first = self.firstweekday
        for k, (y, m, d) in enumerate(self.itermonthdays3(year, month)):
            yield y, m, d, (first + k) % 7

    def monthdatescalendar(self, year, month):
        """The month's weeks as lists of seven datetime.date."""
        return _chunks(list(self.itermonthdates(year, month)), 7)

    def monthdays2calendar(self, year, month):
        """The month's weeks as lists of seven (day, weekday); day 0 outside it."""
        return _chunks(list(self.itermonthdays2(year, month)), 7)

    def monthdayscalendar(self, year, month):
        """The month's weeks as lists of seven day numbers; 0 outside it."""
        return _chunks(list(self.itermonthdays(year, month)), 7)

    def yeardatescalendar(self, year, width=3):
        """The months of a year in rows of width months, as monthdatescalendar."""
        return _chunks([self.monthdatescalendar(year, m) for m in range(1, 13)], width)

    def yeardays2calendar(self, year, width=3):
        """The months of a year in rows of width months, as monthdays2calendar."""
        return _chunks([self.monthdays2calendar(year, m) for m in range(1, 13)], width)

    def yeardayscalendar(self, year, width=3):
        """The months of a year in rows of width months, as monthdayscalendar."""
        return _chunks([self.monthdayscalendar(year, m) for m in range(1, 13)], width)


class TextCalendar(Calendar):
    """Months and years as plain text, like the cal program."""

    def prweek(self, theweek, width):
        """Print formatweek(theweek, width), without a newline."""
        print(self.formatweek(theweek, width), end='')

    def formatday(self, day, weekday, width):
        """A day number right-aligned in width columns (blank for 0)."""
        text = '' if day == 0 else '%2i' % day
        return text.center(width)

    def formatweek(self, theweek, width):
        """One week as a line of text, without a newline."""
        return ' '.join([self.formatday(d, wd, width) for d, wd in theweek])

    def formatweekday(self, day, width):
        """A weekday name, abbreviated to fit width, centered."""
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        """The line of weekday names above the weeks."""
        return ' '.join([self.formatweekday(d, width) for d in self.iterweekdays()])

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        """The month's name (and the year if withyear), centered in width."""
        name = month_name[themonth]
        if withyear:
            name = f"{name} {theyear!r}"
        return name.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        """Print formatmonth(theyear, themonth, w, l)."""
        print(self.formatmonth(theyear, themonth, w, l), end='')

    def formatmonth(self, theyear, themonth, w=0, l=0):
        """A month's calendar as lines of text."""
        w = max(2, w)
        nl = '\n' * max(1, l)
        lines = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1).rstrip(),
                 self.formatweekheader(w).rstrip()]
        for week in self.monthdays2calendar(theyear, themonth):
            lines.append(self.formatweek(week, w).rstrip())
        return ''.join(line + nl for line in lines)

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        """A year's calendar as lines of text, c months side by side."""
        w = max(2, w)
        nl = '\n' * max(1, l)
        c = max(2, c)
        colwidth = (w + 1) * 7 - 1
        out = [repr(theyear).center(colwidth * m + c * (m - 1)).rstrip(), nl]
        header = self.formatweekheader(w)
        for row_index, row in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * row_index + 1, min(m * (row_index + 1) + 1, 13))
            out.append(nl)
            names = [self.formatmonthname(theyear, k, colwidth, False) for k in months]
            out.append(formatstring(names, colwidth, c).rstrip())
            out.append(nl)
            out.append(formatstring([header for _ in months], colwidth, c).rstrip())
            out.append(nl)
            height = max(len(cal) for cal in row)
            for j in range(height):
                weeks = [self.formatweek(cal[j], w) if j < len(cal) else '' for cal in row]
                out.append(formatstring(weeks, colwidth, c).rstrip())
                out.append(nl)
        return ''.join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        """Print formatyear(theyear, w, l, c, m)."""
        print(self.formatyear(theyear, w, l, c, m), end='')


class HTMLCalendar(Calendar):
    """Months and years as HTML tables, and whole HTML pages."""

    cssclasses = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    cssclasses_weekday_head = cssclasses
    cssclass_noday = "noday"
    cssclass_month_head = cssclass_month = "month"
    cssclass_year_head = cssclass_year = "year"

    def formatday(self, day, weekday):
        """A day as a <td> cell (an empty one for 0)."""
        if day == 0:
            return f'<td class="{self.cssclass_noday}">&nbsp;</td>'
        return f'<td class="{self.cssclasses[weekday]}">{day:d}</td>'

    def formatweek(self, theweek):
        """A week as a <tr> row."""
        cells = ''.join([self.formatday(d, wd) for d, wd in theweek])
        return f'<tr>{cells}</tr>'

    def formatweekday(self, day):
        """A weekday name as a <th> cell."""
        return f'<th class="{self.cssclasses_weekday_head[day]}">{day_abbr[day]}</th>'

    def formatweekheader(self):
        """The row of weekday names."""
        cells = ''.join([self.formatweekday(d) for d in self.iterweekdays()])
        return f'<tr>{cells}</tr>'

    def formatmonthname(self, theyear, themonth, withyear=True):
        """The month's name (and the year if withyear) as a row."""
        name = month_name[themonth]
        if withyear:
            name = f'{name} {theyear}'
        return f'<tr><th colspan="7" class="{self.cssclass_month_head}">{name}</th></tr>'

    def formatmonth(self, theyear, themonth, withyear=True):
        """A month as an HTML table."""
        parts = [f'<table border="0" cellpadding="0" cellspacing="0" class="{self.cssclass_month}">',
                 self.formatmonthname(theyear, themonth, withyear=withyear),
                 self.formatweekheader()]
        for week in self.monthdays2calendar(theyear, themonth):
            parts.append(self.formatweek(week))
        parts.append('</table>')
        return ''.join(p + '\n' for p in parts)

    def formatyear(self, theyear, width=3):
        """A year as a table of month tables, width months a row."""
        width = max(width, 1)
        out = [f'<table border="0" cellpadding="0" cellspacing="0" class="{self.cssclass_year}">\n',
               f'<tr><th colspan="{width:d}" class="{self.cssclass_year_head}">{theyear}</th></tr>']
        for first in range(1, 13, width):
            out.append('<tr>')
            for m in range(first, min(first + width, 13)):
                out.append('<td>')
                out.append(self.formatmonth(theyear, m, withyear=False))
                out.append('</td>')
            out.append('</tr>')
        out.append('</table>')
        return ''.join(out)

    def formatyearpage(self, theyear, width=3, css='calendar.css', encoding=None):
        """A year as a whole HTML page (bytes when encoding is given)."""
        if encoding is None:
            encoding = sys.getdefaultencoding()
        page = [f'<?xml version="1.0" encoding="{encoding}"?>\n',
                '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n',
                '<html>\n', '<head>\n',
                f'<meta http-equiv="Content-Type" content="text/html; charset={encoding}" />\n']
        if css is not None:
            page.append(f'<link rel="stylesheet" type="text/css" href="{css}" />\n')
        page.append('<title>Calendar for %d</title>\n' % theyear)
        page += ['</head>\n', '<body>\n', self.formatyear(theyear, width), '</body>\n', '</html>\n']
        return ''.join(page).encode(encoding, "xmlcharrefreplace")


class different_locale:
    """A sandboxed run has only the C locale; this changes nothing."""

    def __init__(self, locale):
        self.locale = locale
        self.oldlocale = None

    def __enter__(self):
        pass

    def __exit__(self, *args):
        pass


class LocaleTextCalendar(TextCalendar):
    """A TextCalendar naming months and days in a locale (English in pyex)."""

    def __init__(self, firstweekday=0, locale=None):
        TextCalendar.__init__(self, firstweekday)
        self.locale = "C" if locale is None else locale


class LocaleHTMLCalendar(HTMLCalendar):
    """An HTMLCalendar naming months and days in a locale (English in pyex)."""

    def __init__(self, firstweekday=0, locale=None):
        HTMLCalendar.__init__(self, firstweekday)
        self.locale = "C" if locale is None else locale


# The module-level interface works on one shared TextCalendar.
c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


# Module function name -> the shared calendar's method it is.
for _name, _method in (('monthcalendar', 'monthdayscalendar'), ('prweek', 'prweek'),
                       ('week', 'formatweek'), ('weekheader', 'formatweekheader'),
                       ('prmonth', 'prmonth'), ('month', 'formatmonth'),
                       ('calendar', 'formatyear'), ('prcal', 'pryear')):
    globals()[_name] = getattr(c, _method)
del _name, _method

_colwidth = 7 * 3 - 1
_spacing = 6


def format(cols, colwidth=_colwidth, spacing=_spacing):
    """Print the strings cols side by side, each centered in colwidth."""
    print(formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """The strings cols centered in colwidth columns, spacing apart."""
    return (' ' * spacing).join([col.center(colwidth) for col in cols])


EPOCH = 1970
_EPOCH_ORD = datetime.date(EPOCH, 1, 1).toordinal()


def timegm(tuple):
    """Seconds since the epoch of a UTC time tuple (the inverse of time.gmtime)."""
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    return ((days * 24 + hour) * 60 + minute) * 60 + second
