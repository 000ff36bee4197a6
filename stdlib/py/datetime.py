"""Fast implementation of the datetime types.

The classes are Python; the calendar arithmetic, strftime, strptime and
the run's clock are Go (module _datetime). now() and today() read the
run's clock, which is virtual unless the host hands in a real one, and the
local time zone of a run is UTC.
"""

import _datetime
from operator import index as _index
from math import modf as _modf, floor as _floor

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo",
           "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059
_DIM = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_US_PER_DAY = 86400000000
_EPOCH_ORD = 719163  # date(1970, 1, 1).toordinal()
_ymd_to_ord = _datetime.ymd_to_ord
_ord_to_ymd = _datetime.ord_to_ymd
_c_strftime = _datetime.strftime
_fields_to_us = _datetime.fields_to_us
_us_to_fields = _datetime.us_to_fields
_fromiso = _datetime.fromiso
_check = _datetime.check
_DAYNAMES = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHNAMES = (None, "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug",
               "Sep", "Oct", "Nov", "Dec")


def _is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _days_in_month(y, m):
    if m == 2 and _is_leap(y):
        return 29
    return _DIM[m]


_DT_DEFAULTS = ((0, 0, 0, 0), (0, 0, 0), (0, 0), (0,), ())


def _bind(args, kw, names, required, maxpos=None, defaults=None):
    """Binds a C-style argument list, with python3's messages."""
    n = len(args) + len(kw)
    if n > len(names):
        raise TypeError(f"function takes at most {len(names)} arguments ({n} given)")
    if maxpos is not None and len(args) > maxpos:
        raise TypeError(f"function takes at most {maxpos} positional arguments ({len(args)} given)")
    if defaults is None:
        defaults = (None,) * len(names)
    vals = list(args) + list(defaults[len(args):])
    used = 0
    for i in range(len(args), len(names)):
        name = names[i]
        if name in kw:
            vals[i] = kw[name]
            used += 1
        elif i < required:
            raise TypeError(f"function missing required argument '{name}' (pos {i + 1})")
    if used < len(kw):
        for k in kw:
            if k not in names:
                raise TypeError(f"'{k}' is an invalid keyword argument for this function")
            i = names.index(k)
            if i < len(args):
                raise TypeError(f"argument for function given by name ('{k}') and position ({i + 1})")
    return vals


def _int_arg(v):
    if type(v) is int:
        return v
    if isinstance(v, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    return _index(v)


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError(f"tzinfo argument must be None or of a tzinfo subclass, not type '{type(tz).__name__}'")


def _type_name(obj, default):
    cls = type(obj)
    if cls.__module__ == "datetime":
        return "datetime." + cls.__qualname__
    return cls.__qualname__ if default is None else cls.__qualname__


def _cmp(a, b):
    return 0 if a == b else (1 if a > b else -1)


def _round_half_even(num, den):
    """num/den rounded to an int, ties to even (den > 0)."""
    q, r = divmod(num, den)
    r2 = 2 * r
    if r2 > den or (r2 == den and q % 2 == 1):
        q += 1
    return q


def _check_utc_offset(name, offset):
    if offset is None:
        return None
    if not isinstance(offset, timedelta):
        raise TypeError(f"tzinfo.{name}() must return None or timedelta, not '{type(offset).__name__}'")
    if not -_US_PER_DAY < offset._usv < _US_PER_DAY:
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                         "timedelta(hours=24).")
    return offset


def _format_offset(off, sep=":"):
    """+HH:MM[:SS[.ffffff]] of a timedelta (empty for None)."""
    if off is None:
        return ""
    us = off._us()
    sign = "+"
    if us < 0:
        sign = "-"
        us = -us
    s, us = divmod(us, 1000000)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    out = f"{sign}{h:02d}{sep}{m:02d}"
    if s or us:
        out += f"{sep}{s:02d}"
        if us:
            out += f".{us:06d}"
    return out


def _strftime(obj, fmt, y, mo, d, hh, mi, ss, us):
    if not isinstance(fmt, str):
        raise TypeError(f"strftime() argument 1 must be str, not {type(fmt).__name__}")
    z = zname = ""
    if "%" in fmt:
        if "%z" in fmt:
            z = _format_offset(obj.utcoffset(), "")
        if "%Z" in fmt:
            zname = obj.tzname()
            if zname is None:
                zname = ""
            elif not isinstance(zname, str):
                raise TypeError("tzinfo.tzname() must return None or a string, not '%s'" % type(zname).__name__)
            zname = zname.replace("%", "%%") if False else zname
    return _c_strftime(fmt, y, mo, d, hh, mi, ss, us, z, zname)


def _format_time(hh, mm, ss, us, timespec):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    elif timespec == "milliseconds":
        return f"{hh:02d}:{mm:02d}:{ss:02d}.{us // 1000:03d}"
    if timespec == "hours":
        return f"{hh:02d}"
    if timespec == "minutes":
        return f"{hh:02d}:{mm:02d}"
    if timespec == "seconds":
        return f"{hh:02d}:{mm:02d}:{ss:02d}"
    if timespec == "microseconds":
        return f"{hh:02d}:{mm:02d}:{ss:02d}.{us:06d}"
    raise ValueError("Unknown timespec value")


# ---------------------------------------------------------------- timedelta

def _c_round(v):
    """C's round(): halfway cases away from zero."""
    r = _floor(v)
    if v - r >= 0.5:
        r += 1
    return float(r)


# Go makers of datetime and timedelta objects (stdlib/datetime_make.go),
# set once both classes exist.
_make_dt = _dt_from_us_go = _make_td = _fromiso_naive = None


def _td_new(cls, us):
    if cls is timedelta and _make_td is not None:
        td = _make_td(us)
        if td is not None:
            return td
    days, rem = divmod(us, _US_PER_DAY)
    if not -999999999 <= days <= 999999999:
        if not -2**31 <= days < 2**31:
            raise OverflowError("Python int too large to convert to C int")
        raise OverflowError(f"days={days}; must have magnitude <= 999999999")
    self = object.__new__(cls)
    s, u = divmod(rem, 1000000)
    self._days = days
    self._seconds = s
    self._microseconds = u
    self._hashcode = -1
    # The total, which the arithmetic and comparisons read.
    self._usv = us
    return self


class timedelta:
    """Difference between two datetime values.

    timedelta(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0)

    All arguments are optional and default to 0.
    Arguments may be integers or floats, and may be positive or negative."""

    __slots__ = ("_days", "_seconds", "_microseconds", "_hashcode", "_usv")

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        if (type(days) is int and type(seconds) is int and type(microseconds) is int and
                type(milliseconds) is int and type(minutes) is int and type(hours) is int and type(weeks) is int):
            us = (((weeks * 7 + days) * 24 + hours) * 3600 + minutes * 60 + seconds) * 1000000 \
                + milliseconds * 1000 + microseconds
            return _td_new(cls, us)
        # python3 sums the whole microseconds of each argument exactly and
        # their fractions as floats, in this order, then rounds the fraction
        # half to even; the result depends on that order, so follow it.
        x = 0
        leftover = 0.0
        for name, value, factor in (("microseconds", microseconds, 1), ("milliseconds", milliseconds, 1000),
                                    ("seconds", seconds, 1000000), ("minutes", minutes, 60000000),
                                    ("hours", hours, 3600000000), ("days", days, _US_PER_DAY),
                                    ("weeks", weeks, 7 * _US_PER_DAY)):
            if isinstance(value, int):
                x += value * factor
            elif isinstance(value, float):
                frac, whole = _modf(value)
                x += int(whole) * factor
                if frac:
                    frac, whole = _modf(float(factor) * frac)
                    x += int(whole)
                    leftover += frac
            else:
                raise TypeError(f"unsupported type for timedelta {name} component: {type(value).__name__}")
        if leftover:
            whole = _c_round(leftover)
            if abs(whole - leftover) == 0.5:
                odd = x & 1
                whole = 2.0 * _c_round((leftover + odd) * 0.5) - odd
            x += int(whole)
        return _td_new(cls, x)

    def _us(self):
        return self._usv

    @property
    def days(self):
        """Number of days."""
        return self._days

    @property
    def seconds(self):
        """Number of seconds (>= 0 and less than 1 day)."""
        return self._seconds

    @property
    def microseconds(self):
        """Number of microseconds (>= 0 and less than 1 second)."""
        return self._microseconds

    def total_seconds(self):
        """Total seconds in the duration."""
        return self._usv / 10**6

    def __repr__(self):
        args = []
        if self._days:
            args.append(f"days={self._days}")
        if self._seconds:
            args.append(f"seconds={self._seconds}")
        if self._microseconds:
            args.append(f"microseconds={self._microseconds}")
        if not args:
            args.append("0")
        return f"{_type_name(self, None)}({', '.join(args)})"

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = f"{hh}:{mm:02d}:{ss:02d}"
        if self._days:
            plural = "s" if abs(self._days) != 1 else ""
            s = f"{self._days} day{plural}, " + s
        if self._microseconds:
            s += f".{self._microseconds:06d}"
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _td_new(timedelta, self._usv + other._usv)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _td_new(timedelta, self._usv - other._usv)
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return _td_new(timedelta, other._usv - self._usv)
        return NotImplemented

    def __neg__(self):
        return _td_new(timedelta, -self._usv)

    def __pos__(self):
        return _td_new(timedelta, self._usv)

    def __abs__(self):
        return _td_new(timedelta, abs(self._usv))

    def __mul__(self, other):
        if isinstance(other, int):
            return _td_new(timedelta, self._usv * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return _td_new(timedelta, _round_half_even(self._usv * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._usv // other._usv
        if isinstance(other, int):
            return _td_new(timedelta, self._usv // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._usv / other._usv
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _td_new(timedelta, _round_half_even(self._usv * (1 if other > 0 else -1), abs(other)))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            if a == 0:
                raise ZeroDivisionError("float division by zero")
            if a < 0:
                a, b = -a, -b
            return _td_new(timedelta, _round_half_even(b * self._usv, a))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return _td_new(timedelta, self._usv % other._usv)
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._usv, other._usv)
            return q, _td_new(timedelta, r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._usv == other._usv
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timedelta):
            return self._usv != other._usv
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._usv < other._usv
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._usv <= other._usv
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._usv > other._usv
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._usv >= other._usv
        return NotImplemented

    def __hash__(self):
        # The same integer as the Go __hash__ (datetime_compare.go).
        if self._hashcode == -1:
            self._hashcode = hash(self._usv)
        return self._hashcode

    def __bool__(self):
        return bool(self._days or self._seconds or self._microseconds)

    def __reduce__(self):
        return (type(self), (self._days, self._seconds, self._microseconds))


timedelta.min = _td_new(timedelta, -999999999 * _US_PER_DAY)
timedelta.max = _td_new(timedelta, 1000000000 * _US_PER_DAY - 1)
timedelta.resolution = _td_new(timedelta, 1)
_ONE_DAY = _td_new(timedelta, _US_PER_DAY)
_ZERO = _td_new(timedelta, 0)


# ---------------------------------------------------------------- date

def _date_new(cls, y, m, d):
    self = object.__new__(cls)
    self._year = y
    self._month = m
    self._day = d
    self._hashcode = -1
    return self


def _date_from_ord(cls, n):
    if not 1 <= n <= _MAXORDINAL:
        raise OverflowError("date value out of range")
    y, m, d = _ord_to_ymd(n)
    return _date_new(cls, y, m, d)


def _local_now_us():
    return _datetime.now_us()


def _offset_tz(off):
    """The tzinfo of a parsed ISO offset in microseconds (None: naive)."""
    if off is None:
        return None
    if not off:
        return timezone.utc
    return timezone(timedelta(microseconds=off))


def _has_week_53(year):
    # An ISO year has 53 weeks when it starts on a Thursday, or on a
    # Wednesday in a leap year (ordinal % 7: Monday 1 .. Sunday 0).
    first = _ymd_to_ord(year, 1, 1) % 7
    return first == 4 or (first == 3 and _is_leap(year))


# replace()'s default: the field keeps its value. None is not one (3.11's
# C replace rejects it like any non-int), nor True for tzinfo.
_SAME = object()


def _fill_in(given, current):
    # replace(): each field given, or the current one where not.
    return [now if new is _SAME else new for new, now in zip(given, current)]


def _iso_to_ymd(year, week, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError(f"Year is out of range: {year}")
    if not (0 < week < 53 or (week == 53 and _has_week_53(year))):
        raise ValueError(f"Invalid week: {week}")
    if not 0 < day < 8:
        raise ValueError(f"Invalid day: {day} (range is [1, 7])")
    jan4 = _ymd_to_ord(year, 1, 4)
    week1_monday = jan4 - (jan4 + 6) % 7
    return _ord_to_ymd(week1_monday + (week - 1) * 7 + day - 1)


class date:
    """date(year, month, day) --> date object"""

    __slots__ = ("_year", "_month", "_day", "_hashcode")

    def __new__(cls, *args, **kw):
        if len(args) == 3 and not kw:
            year, month, day = args
        else:
            year, month, day = _bind(args, kw, ("year", "month", "day"), 3)
        c = _check(year, month, day)
        if c is not None:
            year, month, day = c
        return _date_new(cls, year, month, day)

    @classmethod
    def fromtimestamp(cls, t):
        """Create a date from a POSIX timestamp."""
        y, m, d, *_ = _ts_fields(t, "round")
        return cls(y, m, d)

    @classmethod
    def today(cls):
        """Current date or datetime:  same as self.__class__.fromtimestamp(time.time())."""
        return cls.fromtimestamp(_local_now_us() / 1e6)

    @classmethod
    def fromordinal(cls, n):
        """int -> date corresponding to a proleptic Gregorian ordinal."""
        n = _int_arg(n)
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        if n > _MAXORDINAL:
            raise ValueError(f"year {_ord_to_ymd(n)[0]} is out of range")
        y, m, d = _ord_to_ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        """str -> Construct a date from a string in ISO 8601 format."""
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        y, m, d, *_ = _fromiso("d", date_string)
        return cls(y, m, d)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        """int, int, int -> Construct a date from the ISO year, week number and weekday.

This is the inverse of the date.isocalendar() function"""
        year, week, day = _int_arg(year), _int_arg(week), _int_arg(day)
        y, m, d = _iso_to_ymd(year, week, day)
        return cls(y, m, d)

    def __repr__(self):
        return f"{_type_name(self, None)}({self._year}, {self._month}, {self._day})"

    def ctime(self):
        """Return ctime() style string."""
        wd = (_ymd_to_ord(self._year, self._month, self._day) + 6) % 7
        return f"{_DAYNAMES[wd]} {_MONTHNAMES[self._month]} {self._day:2d} 00:00:00 {self._year:04d}"

    def strftime(self, format):
        """format -> strftime() style string."""
        if not isinstance(format, str):
            raise TypeError(f"strftime() argument 1 must be str, not {type(format).__name__}")
        return _c_strftime(format, self._year, self._month, self._day, 0, 0, 0, 0, "", "")

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError(f"must be str, not {type(fmt).__name__}")
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self):
        """Return string in ISO 8601 format, YYYY-MM-DD."""
        return f"{self._year:04d}-{self._month:02d}-{self._day:02d}"

    __str__ = isoformat

    @property
    def year(self):
        """year (1-9999)"""
        return self._year

    @property
    def month(self):
        """month (1-12)"""
        return self._month

    @property
    def day(self):
        """day (1-31)"""
        return self._day

    def timetuple(self):
        """Return time tuple, compatible with time.localtime()."""
        return _build_struct_time(self._year, self._month, self._day, 0, 0, 0, -1)

    def toordinal(self):
        """Return proleptic Gregorian ordinal for the year, month and day.

January 1 of year 1 is day 1."""
        return _ymd_to_ord(self._year, self._month, self._day)

    def replace(self, year=_SAME, month=_SAME, day=_SAME):
        """Return date with new specified fields."""
        return type(self)(*_fill_in((year, month, day), (self._year, self._month, self._day)))

    def _cmpkey(self):
        return (self._year, self._month, self._day)

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._year == other._year and self._month == other._month and self._day == other._day
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() < other._cmpkey()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() <= other._cmpkey()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() > other._cmpkey()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() >= other._cmpkey()
        return NotImplemented

    def __hash__(self):
        # The same integer as the Go __hash__ (datetime_compare.go).
        if self._hashcode == -1:
            self._hashcode = hash(self._year * 10000 + self._month * 100 + self._day)
        return self._hashcode

    def __add__(self, other):
        if isinstance(other, timedelta):
            n = _ymd_to_ord(self._year, self._month, self._day) + other._days
            if 0 < n <= _MAXORDINAL:
                y, m, d = _ord_to_ymd(n)
                return type(self)(y, m, d)
            raise OverflowError("date value out of range")
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other._days)
        if isinstance(other, date) and not isinstance(other, datetime) and not isinstance(self, datetime):
            d = (_ymd_to_ord(self._year, self._month, self._day) -
                 _ymd_to_ord(other._year, other._month, other._day))
            return _td_new(timedelta, d * _US_PER_DAY)
        return NotImplemented

    def weekday(self):
        """Return the day of the week represented by the date.
Monday == 0 ... Sunday == 6"""
        return (_ymd_to_ord(self._year, self._month, self._day) + 6) % 7

    def isoweekday(self):
        """Return the day of the week represented by the date.
Monday == 1 ... Sunday == 7"""
        return (_ymd_to_ord(self._year, self._month, self._day) + 6) % 7 + 1

    def isocalendar(self):
        """Return a named tuple containing ISO year, week number, and weekday."""
        return IsoCalendarDate(*_datetime.iso_calendar(self._year, self._month, self._day))

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day))


class IsoCalendarDate(tuple):
    __slots__ = ()

    def __new__(cls, year, week, weekday):
        return super().__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __reduce__(self):
        return (tuple, (tuple(self),))

    def __repr__(self):
        name = "datetime.IsoCalendarDate" if type(self) is IsoCalendarDate else type(self).__qualname__
        return f"{name}(year={self[0]}, week={self[1]}, weekday={self[2]})"


IsoCalendarDate.__module__ = "datetime"

date.min = _date_new(date, 1, 1, 1)
date.max = _date_new(date, 9999, 12, 31)
date.resolution = _td_new(timedelta, _US_PER_DAY)


def _build_struct_time(y, m, d, hh, mm, ss, dstflag):
    import time as _time
    n = _ymd_to_ord(y, m, d)
    wday = (n + 6) % 7
    yday = n - _ymd_to_ord(y, 1, 1) + 1
    return _time.struct_time((y, m, d, hh, mm, ss, wday, yday, dstflag))


def _ts_fields(t, rounding):
    """(y, m, d, hh, mm, ss, us) of a POSIX timestamp, in UTC."""
    if isinstance(t, float):
        if t != t:
            raise ValueError("Invalid value NaN (not a number)")
        if t in (float("inf"), float("-inf")):
            raise OverflowError("timestamp out of range for platform time_t")
        a, b = t.as_integer_ratio()
        us = _round_half_even(a * 1000000, b)
    elif isinstance(t, int):
        us = t * 1000000
    else:
        try:
            t = t.__float__()
        except AttributeError:
            raise TypeError(f"'{type(t).__name__}' object cannot be interpreted as an integer") from None
        return _ts_fields(t, rounding)
    if rounding == "round":
        pass
    days, rem = divmod(us, _US_PER_DAY)
    n = days + _EPOCH_ORD
    if not 1 <= n <= _MAXORDINAL:
        if abs(us) >= 2**63 * 1000000 // 1000000:
            raise OverflowError("timestamp out of range for platform time_t")
        raise ValueError(f"year {_ord_to_ymd(n)[0]} is out of range")
    y, m, d = _ord_to_ymd(n)
    s, us = divmod(rem, 1000000)
    mm, ss = divmod(s, 60)
    hh, mm = divmod(mm, 60)
    return y, m, d, hh, mm, ss, us


# ---------------------------------------------------------------- tzinfo

class tzinfo:
    """Abstract base class for time zone info objects."""

    __slots__ = ()

    def tzname(self, dt):
        """datetime -> string name of time zone."""
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        """datetime -> timedelta showing offset from UTC, negative values indicating West of UTC"""
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        """datetime -> DST offset as timedelta positive east of UTC."""
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        """datetime in UTC -> datetime in local time."""
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        dtoff = dt.utcoffset()
        if dtoff is None:
            raise ValueError("fromutc: non-None utcoffset() result required")
        dtdst = dt.dst()
        if dtdst is None:
            raise ValueError("fromutc: non-None dst() result required")
        # To standard time first, then add the DST in effect there.
        shift = dtoff - dtdst
        if shift:
            dt += shift
            dtdst = dt.dst()
            if dtdst is None:
                raise ValueError("fromutc: tz.dst() gave inconsistent results; cannot convert")
        return dt + dtdst

    def __reduce__(self):
        getinitargs = getattr(self, "__getinitargs__", None)
        args = getinitargs() if getinitargs else ()
        return (type(self), args, getattr(self, "__dict__", None) or None)


# ---------------------------------------------------------------- time

def _time_new(cls, h, m, s, us, tz, fold):
    self = object.__new__(cls)
    self._hour = h
    self._minute = m
    self._second = s
    self._microsecond = us
    self._tzinfo = tz
    self._fold = fold
    self._hashcode = -1
    return self


class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object

All arguments are optional. tzinfo may be None, or an instance of
a tzinfo subclass. The remaining arguments may be ints.
"""

    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold", "_hashcode")

    def __new__(cls, *args, **kw):
        h, m, s, us, tz, fold = _bind(args, kw, ("hour", "minute", "second", "microsecond", "tzinfo", "fold"), 0, 5,
                                      (0, 0, 0, 0, None, 0))
        c = _check(h, m, s, us, fold)
        if c is not None:
            h, m, s, us, fold = c
        if tz is not None:
            _check_tzinfo(tz)
        return _time_new(cls, h, m, s, us, tz, fold)

    @property
    def hour(self):
        """hour (0-23)"""
        return self._hour

    @property
    def minute(self):
        """minute (0-59)"""
        return self._minute

    @property
    def second(self):
        """second (0-59)"""
        return self._second

    @property
    def microsecond(self):
        """microsecond (0-999999)"""
        return self._microsecond

    @property
    def tzinfo(self):
        """timezone info object"""
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    def utcoffset(self):
        """Return self.tzinfo.utcoffset(self)."""
        if self._tzinfo is None:
            return None
        return _check_utc_offset("utcoffset", self._tzinfo.utcoffset(None))

    def dst(self):
        """Return self.tzinfo.dst(self)."""
        if self._tzinfo is None:
            return None
        return _check_utc_offset("dst", self._tzinfo.dst(None))

    def tzname(self):
        """Return self.tzinfo.tzname(self)."""
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(None)
        if name is not None and not isinstance(name, str):
            raise TypeError(f"tzinfo.tzname() must return None or a string, not '{type(name).__name__}'")
        return name

    def _cmp(self, other, eq):
        mytz, ottz = self._tzinfo, other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base = myoff == otoff
        if base:
            return _cmp((self._hour, self._minute, self._second, self._microsecond),
                        (other._hour, other._minute, other._second, other._microsecond))
        if myoff is None or otoff is None:
            if eq:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware times")
        a = (self._hour * 60 + self._minute - myoff // timedelta(minutes=1)) * 60 + self._second
        b = (other._hour * 60 + other._minute - otoff // timedelta(minutes=1)) * 60 + other._second
        return _cmp((a, self._microsecond), (b, other._microsecond))

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, True) == 0
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, time):
            return self._cmp(other, True) != 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) < 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) <= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) > 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) >= 0
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self._fold else self
            off = t.utcoffset()
            if not off:
                self._hashcode = hash((t._hour, t._minute, t._second, t._microsecond))
            else:
                h, m = divmod(timedelta(hours=self._hour, minutes=self._minute) - off, timedelta(hours=1))
                m //= timedelta(minutes=1)
                if 0 <= h < 24:
                    self._hashcode = hash(time(h, m, self._second, self._microsecond))
                else:
                    self._hashcode = hash((h, m, self._second, self._microsecond))
        return self._hashcode

    def __repr__(self):
        if self._microsecond:
            s = f"{self._hour}, {self._minute}, {self._second}, {self._microsecond}"
        elif self._second:
            s = f"{self._hour}, {self._minute}, {self._second}"
        else:
            s = f"{self._hour}, {self._minute}"
        # time shows tzinfo before fold (datetime the other way round), as
        # CPython's C implementation does.
        if self._tzinfo is not None:
            s += f", tzinfo={self._tzinfo!r}"
        if self._fold:
            s += ", fold=1"
        return f"{_type_name(self, None)}({s})"

    def isoformat(self, timespec="auto"):
        """Return string in ISO 8601 format, [HH[:MM[:SS[.mmm[uuu]]]]][+HH:MM].

The optional argument timespec specifies the number of additional terms
of the time to include. Valid options are 'auto', 'hours', 'minutes',
'seconds', 'milliseconds' and 'microseconds'.
"""
        s = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        if self._tzinfo is not None:
            s += _format_offset(self.utcoffset())
        return s

    __str__ = isoformat

    @classmethod
    def fromisoformat(cls, time_string):
        """string -> time from a string in ISO 8601 format"""
        if not isinstance(time_string, str):
            raise TypeError("fromisoformat: argument must be str")
        _, _, _, h, m, sec, us, off = _fromiso("t", time_string)
        return cls(h, m, sec, us, _offset_tz(off))

    def strftime(self, format):
        """format -> strftime() style string."""
        return _strftime(self, format, 1900, 1, 1, self._hour, self._minute, self._second, self._microsecond)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError(f"must be str, not {type(fmt).__name__}")
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def replace(self, hour=_SAME, minute=_SAME, second=_SAME, microsecond=_SAME, tzinfo=_SAME, *,
                fold=_SAME):
        """Return time with new specified fields."""
        clock = _fill_in((hour, minute, second, microsecond),
                         (self._hour, self._minute, self._second, self._microsecond))
        zone = self._tzinfo if tzinfo is _SAME else tzinfo
        return type(self)(*clock, zone, fold=self._fold if fold is _SAME else fold)

    def __reduce__(self):
        return (type(self), (self._hour, self._minute, self._second, self._microsecond, self._tzinfo))


time.min = _time_new(time, 0, 0, 0, 0, None, 0)
time.max = _time_new(time, 23, 59, 59, 999999, None, 0)
time.resolution = _td_new(timedelta, 1)


# ---------------------------------------------------------------- datetime

def _dt_new(cls, y, mo, d, h, mi, s, us, tz, fold):
    self = object.__new__(cls)
    self._year = y
    self._month = mo
    self._day = d
    self._hour = h
    self._minute = mi
    self._second = s
    self._microsecond = us
    self._tzinfo = tz
    self._fold = fold
    self._hashcode = -1
    self._usv = -1
    return self


def _dt_from_us(cls, us, tz, fold=0):
    """A datetime from microseconds since 0001-01-01 (ordinal 1) midnight."""
    f = _us_to_fields(us)
    if f is None:
        raise OverflowError("date value out of range")
    y, m, d, h, mi, s, u = f
    r = _dt_new(cls, y, m, d, h, mi, s, u, tz, fold)
    r._usv = us
    return r


class datetime(date):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])

The year, month and day arguments are required. tzinfo may be None, or an
instance of a tzinfo subclass. The remaining arguments may be ints.
"""

    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold", "_usv")

    def __new__(cls, *args, **kw):
        n = len(args)
        if 3 <= n <= 7 and not kw:
            y, mo, d, h, mi, s, us = args + _DT_DEFAULTS[n - 3]
            tz = None
            fold = 0
        elif n == 8 and not kw:
            y, mo, d, h, mi, s, us, tz = args
            fold = 0
        else:
            y, mo, d, h, mi, s, us, tz, fold = _bind(
                args, kw, ("year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "fold"), 3, 8,
                (None, None, None, 0, 0, 0, 0, None, 0))
        c = _check(y, mo, d, h, mi, s, us, fold)
        if c is not None:
            y, mo, d, h, mi, s, us, fold = c
        if tz is not None:
            _check_tzinfo(tz)
        return _dt_new(cls, y, mo, d, h, mi, s, us, tz, fold)

    def _us(self):
        """Microseconds since 0001-01-01 midnight, ignoring the tzinfo."""
        v = self._usv
        if v < 0:
            v = self._usv = _fields_to_us(self._year, self._month, self._day, self._hour, self._minute,
                                          self._second, self._microsecond)
        return v

    @property
    def hour(self):
        """hour (0-23)"""
        return self._hour

    @property
    def minute(self):
        """minute (0-59)"""
        return self._minute

    @property
    def second(self):
        """second (0-59)"""
        return self._second

    @property
    def microsecond(self):
        """microsecond (0-999999)"""
        return self._microsecond

    @property
    def tzinfo(self):
        """timezone info object"""
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    @classmethod
    def _fromtimestamp(cls, t, utc, tz):
        y, m, d, hh, mm, ss, us = _ts_fields(t, "round")
        result = cls(y, m, d, hh, mm, ss, us)
        if tz is not None:
            result = tz.fromutc(result.replace(tzinfo=tz))
        return result

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        """timestamp[, tz] -> tz's local time from POSIX timestamp."""
        _check_tzinfo(tz)
        return cls._fromtimestamp(t, tz is not None, tz)

    @classmethod
    def utcfromtimestamp(cls, t):
        """Construct a naive UTC datetime from a POSIX timestamp."""
        return cls._fromtimestamp(t, True, None)

    @classmethod
    def now(cls, tz=None):
        """Returns new datetime object representing current time local to tz.

  tz
    Timezone object.

If no tz is specified, uses local timezone."""
        _check_tzinfo(tz)
        us = _local_now_us()
        result = _dt_from_us(cls, us + (_EPOCH_ORD - 1) * _US_PER_DAY, None)
        if cls is not datetime:
            result = cls(result._year, result._month, result._day, result._hour, result._minute,
                         result._second, result._microsecond)
        if tz is not None:
            result = tz.fromutc(result.replace(tzinfo=tz))
        return result

    @classmethod
    def utcnow(cls):
        """Return a new datetime representing UTC day and time."""
        return cls.now()

    @classmethod
    def combine(cls, date, time, tzinfo=_SAME):
        """date, time -> datetime with same date and time fields"""
        if not isinstance(date, _date_class):
            raise TypeError(f"combine() argument 1 must be datetime.date, not {type(date).__name__}")
        if not isinstance(time, _time_class):
            raise TypeError(f"combine() argument 2 must be datetime.time, not {type(time).__name__}")
        if tzinfo is _SAME:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second,
                   time.microsecond, tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        """string -> datetime from a string in most ISO 8601 formats"""
        if cls is datetime and type(date_string) is str:
            made = _fromiso_naive(date_string)
            if made is not None:
                return made
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        y, mo, d, h, mi, sec, us, off = _fromiso("T", date_string)
        tz = None if off is None else _offset_tz(off)
        if cls is datetime:
            # The parser's fields are ints; only their ranges need the check.
            _check(y, mo, d, h, mi, sec, us, 0)
            return _make_dt(y, mo, d, h, mi, sec, us, tz, 0)
        return cls(y, mo, d, h, mi, sec, us, tz)

    def timetuple(self):
        """Return time tuple, compatible with time.localtime()."""
        dst = self.dst()
        if dst is None:
            flag = -1
        else:
            flag = 1 if dst else 0
        return _build_struct_time(self._year, self._month, self._day, self._hour, self._minute,
                                  self._second, flag)

    def _local_timestamp_us(self):
        # The run's local zone is UTC.
        return self._us() - (_EPOCH_ORD - 1) * _US_PER_DAY

    def timestamp(self):
        """Return POSIX timestamp as float."""
        if self._tzinfo is None:
            return self._local_timestamp_us() / 10**6
        return (self - _EPOCH).total_seconds()

    def utctimetuple(self):
        """Return UTC time tuple, compatible with time.localtime()."""
        off = self.utcoffset()
        t = self
        if off:
            t = self - off
        return _build_struct_time(t._year, t._month, t._day, t._hour, t._minute, t._second, 0)

    def date(self):
        """Return the date part."""
        return _date_new(date, self._year, self._month, self._day)

    def time(self):
        """Return the time part, with tzinfo None."""
        return time(self._hour, self._minute, self._second, self._microsecond, fold=self._fold)

    def timetz(self):
        """Return the time part, with same tzinfo."""
        return time(self._hour, self._minute, self._second, self._microsecond, self._tzinfo, fold=self._fold)

    def replace(self, year=_SAME, month=_SAME, day=_SAME, hour=_SAME, minute=_SAME, second=_SAME,
                microsecond=_SAME, tzinfo=_SAME, *, fold=_SAME):
        """Return datetime with new specified fields."""
        # Each field given, or this one's.
        year = self._year if year is _SAME else year
        month = self._month if month is _SAME else month
        day = self._day if day is _SAME else day
        hour = self._hour if hour is _SAME else hour
        minute = self._minute if minute is _SAME else minute
        second = self._second if second is _SAME else second
        microsecond = self._microsecond if microsecond is _SAME else microsecond
        tzinfo = self._tzinfo if tzinfo is _SAME else tzinfo
        fold = self._fold if fold is _SAME else fold
        if type(self) is not datetime:
            return type(self)(year, month, day, hour, minute, second, microsecond, tzinfo, fold=fold)
        c = _check(year, month, day, hour, minute, second, microsecond, fold)
        if c is not None:
            year, month, day, hour, minute, second, microsecond, fold = c
        if tzinfo is not None:
            _check_tzinfo(tzinfo)
        return _make_dt(year, month, day, hour, minute, second, microsecond, tzinfo, fold)

    def _local_timezone(self):
        return timezone.utc

    def astimezone(self, tz=None):
        """tz -> convert to local time in new timezone tz"""
        if tz is None:
            tz = self._local_timezone()
        else:
            _check_tzinfo(tz)
        mytz = self._tzinfo
        if mytz is None:
            myoffset = _ZERO
        else:
            myoffset = self.utcoffset()
            if myoffset is None:
                myoffset = _ZERO
        if tz is mytz:
            return self
        if type(tz) is timezone and type(self) is datetime:
            # timezone.fromutc adds the fixed offset: one step.
            us = self._usv
            if us < 0:
                us = self._us()
            return _dt_from_us_go(us - myoffset._usv + tz._offset._usv, tz)
        utc = (self - myoffset).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def ctime(self):
        """Return ctime() style string."""
        wd = (_ymd_to_ord(self._year, self._month, self._day) + 6) % 7
        return (f"{_DAYNAMES[wd]} {_MONTHNAMES[self._month]} {self._day:2d} "
                f"{self._hour:02d}:{self._minute:02d}:{self._second:02d} {self._year:04d}")

    def isoformat(self, sep="T", timespec="auto"):
        """[sep] -> string in ISO 8601 format, YYYY-MM-DDT[HH[:MM[:SS[.mmm[uuu]]]]][+HH:MM].
sep is used to separate the year from the time, and defaults to 'T'.
The optional argument timespec specifies the number of additional terms
of the time to include. Valid options are 'auto', 'hours', 'minutes',
'seconds', 'milliseconds' and 'microseconds'.
"""
        if not isinstance(sep, str):
            raise TypeError(f"isoformat() argument 1 must be a unicode character, not {type(sep).__name__}")
        if len(sep) != 1:
            raise TypeError(f"isoformat() argument 1 must be a unicode character, not str")
        s = (f"{self._year:04d}-{self._month:02d}-{self._day:02d}{sep}" +
             _format_time(self._hour, self._minute, self._second, self._microsecond, timespec))
        if self._tzinfo is not None:
            s += _format_offset(self.utcoffset())
        return s

    def __str__(self):
        return self.isoformat(sep=" ")

    def __repr__(self):
        s = (f"{self._year}, {self._month}, {self._day}, {self._hour}, {self._minute}")
        if self._microsecond:
            s += f", {self._second}, {self._microsecond}"
        elif self._second:
            s += f", {self._second}"
        if self._fold:
            s += ", fold=1"
        if self._tzinfo is not None:
            s += f", tzinfo={self._tzinfo!r}"
        return f"{_type_name(self, None)}({s})"

    @classmethod
    def strptime(cls, date_string, format):
        """string, format -> new datetime parsed from a string (like time.strptime())."""
        if not isinstance(date_string, str):
            raise TypeError(f"strptime() argument 1 must be str, not {type(date_string).__name__}")
        if not isinstance(format, str):
            raise TypeError(f"strptime() argument 2 must be str, not {type(format).__name__}")
        y, mo, d, h, mi, s, us, gmtoff, gmtoff_us, zname = _datetime.strptime(date_string, format)
        tz = None
        if gmtoff is not None:
            delta = timedelta(seconds=gmtoff, microseconds=gmtoff_us)
            tz = timezone(delta, zname) if zname else timezone(delta)
        return cls(y, mo, d, h, mi, s, us, tz)

    def strftime(self, format):
        """format -> strftime() style string."""
        return _strftime(self, format, self._year, self._month, self._day, self._hour, self._minute,
                         self._second, self._microsecond)

    def utcoffset(self):
        """Return self.tzinfo.utcoffset(self)."""
        tz = self._tzinfo
        if tz is None:
            return None
        if type(tz) is timezone:
            return tz._offset  # checked when the zone was made
        return _check_utc_offset("utcoffset", tz.utcoffset(self))

    def dst(self):
        """Return self.tzinfo.dst(self)."""
        if self._tzinfo is None:
            return None
        return _check_utc_offset("dst", self._tzinfo.dst(self))

    def tzname(self):
        """Return self.tzinfo.tzname(self)."""
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(self)
        if name is not None and not isinstance(name, str):
            raise TypeError(f"tzinfo.tzname() must return None or a string, not '{type(name).__name__}'")
        return name

    def _cmp(self, other, eq):
        mytz, ottz = self._tzinfo, other._tzinfo
        if mytz is ottz:
            return _cmp(self._us(), other._us())
        myoff = self.utcoffset()
        otoff = other.utcoffset()
        if eq:
            # An interzone comparison where either side is in a repeated or
            # skipped hour is unequal.
            if myoff != self.replace(fold=not self._fold).utcoffset():
                return 2
            if otoff != other.replace(fold=not other._fold).utcoffset():
                return 2
        if myoff == otoff:
            return _cmp(self._us(), other._us())
        if myoff is None or otoff is None:
            if eq:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        return _cmp(self._us() - myoff._us(), other._us() - otoff._us())

    def __eq__(self, other):
        if type(other) is datetime and self._tzinfo is other._tzinfo:
            a = self._usv
            if a < 0:
                a = self._us()
            b = other._usv
            if b < 0:
                b = other._us()
            return a == b
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._us() == other._us()
            return self._cmp(other, True) == 0
        if isinstance(other, date):
            return False
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, True) != 0
        if isinstance(other, date):
            return True
        return NotImplemented

    def _order(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                a, b = self._us(), other._us()
                return 0 if a == b else (1 if a > b else -1)
            return self._cmp(other, False)
        if isinstance(other, date):
            raise TypeError(f"can't compare {_type_name(self, None)} to {_type_name(other, None)}")
        return None

    def __lt__(self, other):
        if type(other) is datetime and self._tzinfo is other._tzinfo:
            a = self._usv
            if a < 0:
                a = self._us()
            b = other._usv
            if b < 0:
                b = other._us()
            return a < b
        c = self._order(other)
        return NotImplemented if c is None else c < 0

    def __le__(self, other):
        c = self._order(other)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other):
        if type(other) is datetime and self._tzinfo is other._tzinfo:
            a = self._usv
            if a < 0:
                a = self._us()
            b = other._usv
            if b < 0:
                b = other._us()
            return a > b
        c = self._order(other)
        return NotImplemented if c is None else c > 0

    def __ge__(self, other):
        c = self._order(other)
        return NotImplemented if c is None else c >= 0

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        us = self._usv
        if us < 0:
            us = self._us()
        r = _dt_from_us_go(us + other._usv, self._tzinfo)
        if type(self) is not datetime:
            r = type(self)(r._year, r._month, r._day, r._hour, r._minute, r._second,
                           r._microsecond, r._tzinfo)
        return r

    __radd__ = __add__

    def __sub__(self, other):
        if not isinstance(other, (datetime, timedelta)):
            return NotImplemented
        if isinstance(other, timedelta):
            return self + -other
        a, b = self._us(), other._us()
        if self._tzinfo is not other._tzinfo:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            if myoff != otoff:
                if myoff is None or otoff is None:
                    raise TypeError("can't subtract offset-naive and offset-aware datetimes")
                a -= myoff._us()
                b -= otoff._us()
        return _td_new(timedelta, a - b)

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self._fold else self
            off = t.utcoffset()
            if off is None:
                # The same integer as the Go __hash__ (datetime_compare.go).
                self._hashcode = hash(t._us())
            else:
                self._hashcode = hash(self._us() - off._us())
        return self._hashcode

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day, self._hour, self._minute,
                             self._second, self._microsecond, self._tzinfo))


# The comparisons and hashes of date, datetime and timedelta run in Go for
# objects of the class itself (two datetimes with the same tzinfo object),
# and call these Python methods, kept as _py_eq, _py_hash and so on, for
# everything else.
for _cls, _kind in ((date, "date"), (datetime, "datetime"), (timedelta, "timedelta")):
    for _name, _method in _datetime.compare_methods(_cls, _kind).items():
        setattr(_cls, "_py_" + _name.strip("_"), _cls.__dict__[_name])
        setattr(_cls, _name, _method)
del _cls, _kind, _name, _method

_make_dt, _dt_from_us_go, _make_td, _fromiso_naive = _datetime.makers(datetime, timedelta, object.__new__)

# replace, date and strftime of datetime itself run in Go; the Python
# methods, kept as _py_replace and so on, serve subclasses and the rest.
for _name, _method in _datetime.methods(datetime, date, tzinfo, object.__new__).items():
    setattr(datetime, "_py_" + _name, datetime.__dict__[_name])
    setattr(datetime, _name, _method)
del _name, _method

# The arithmetic of datetime and timedelta runs in Go for objects of the
# classes themselves; the Python methods, kept as _py_add, _py_sub and so
# on, serve subclasses, other operands and every error.
for _cls, _methods in zip((datetime, timedelta), _datetime.arith_methods(datetime, timedelta, object.__new__)):
    for _name, _method in _methods.items():
        setattr(_cls, "_py_" + _name.strip("_"), _cls.__dict__[_name])
        setattr(_cls, _name, _method)
del _cls, _methods, _name, _method

# timedelta() of ints and datetime.fromisoformat of a str without an
# offset run in Go for the classes themselves; the Python methods, kept as
# _py_new and _py_fromisoformat, serve the rest.
timedelta._py_new = timedelta.__dict__["__new__"]
datetime._py_fromisoformat = datetime.__dict__["fromisoformat"]
_td_new_go, _fromiso_go = _datetime.new_methods(datetime, timedelta, object.__new__)
timedelta.__new__ = _td_new_go
datetime.fromisoformat = classmethod(_fromiso_go)
del _td_new_go, _fromiso_go

datetime.min = _dt_new(datetime, 1, 1, 1, 0, 0, 0, 0, None, 0)
datetime.max = _dt_new(datetime, 9999, 12, 31, 23, 59, 59, 999999, None, 0)
datetime.resolution = _td_new(timedelta, 1)
_date_class = date
_time_class = time


# ---------------------------------------------------------------- timezone

_UTC = None


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""

    __slots__ = ("_offset", "_name")
    _Omitted = object()

    def __new__(cls, offset, name=_Omitted):
        if not isinstance(offset, timedelta):
            raise TypeError(f"timezone() argument 1 must be datetime.timedelta, not {type(offset).__name__}")
        if name is cls._Omitted:
            if not offset and cls is timezone and _UTC is not None:
                return _UTC
            name = None
        elif not isinstance(name, str):
            raise TypeError(f"timezone() argument 2 must be str, not {type(name).__name__}")
        if not -_ONE_DAY < offset < _ONE_DAY:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                             f"timedelta(hours=24), not {offset!r}.")
        return cls._create(offset, name)

    @classmethod
    def _create(cls, offset, name=None):
        # Skips __new__'s argument checks, for offsets known to be valid.
        zone = tzinfo.__new__(cls)
        zone._offset, zone._name = offset, name
        return zone

    def __getinitargs__(self):
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is _UTC:
            return "datetime.timezone.utc"
        name = "datetime.timezone" if type(self) is timezone else type(self).__qualname__
        if self._name is None:
            return f"{name}({self._offset!r})"
        return f"{name}({self._offset!r}, {self._name!r})"

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        """If name is specified when timezone is created, returns the name.  Otherwise returns offset as 'UTC(+|-)HH:MM'."""
        if isinstance(dt, datetime) or dt is None:
            return self._offset
        raise TypeError(f"utcoffset(dt) argument must be a datetime instance or None, not {type(dt).__name__}")

    def tzname(self, dt):
        """If name is specified when timezone is created, returns the name.  Otherwise returns offset as 'UTC(+|-)HH:MM'."""
        if isinstance(dt, datetime) or dt is None:
            if self._name is None:
                if not self._offset:
                    return "UTC"
                return "UTC" + _format_offset(self._offset)
            return self._name
        raise TypeError(f"tzname(dt) argument must be a datetime instance or None, not {type(dt).__name__}")

    def dst(self, dt):
        """Return None."""
        if isinstance(dt, datetime) or dt is None:
            return None
        raise TypeError(f"dst(dt) argument must be a datetime instance or None, not {type(dt).__name__}")

    def fromutc(self, dt):
        """datetime in UTC -> datetime in local time."""
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError("fromutc: dt.tzinfo is not self")
            return dt + self._offset
        raise TypeError("fromutc: argument must be a datetime")


_UTC = timezone._create(_ZERO)
timezone.utc = _UTC
timezone.min = timezone._create(-timedelta(hours=23, minutes=59))
timezone.max = timezone._create(timedelta(hours=23, minutes=59))

# astimezone, strftime, isoformat and __str__ of datetime itself, naive or
# with zones of class timezone, run in Go; _py_astimezone, _py_strftime,
# _py_isoformat and _py___str__ serve the rest.
datetime._py_astimezone = datetime.__dict__["astimezone"]
datetime._py_isoformat = datetime.__dict__["isoformat"]
datetime._py___str__ = datetime.__dict__["__str__"]
_methods = _datetime.tz_methods(datetime, timedelta, timezone, _UTC, object.__new__)
# timezone(offset) of a timedelta within a day, too; _py_new serves names,
# subclasses and errors.
timezone._py_new = timezone.__dict__["__new__"]
timezone.__new__ = _methods.pop("timezone.__new__")
for _name, _method in _methods.items():
    setattr(datetime, _name, _method)
del _name, _method, _methods
UTC = _UTC
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
