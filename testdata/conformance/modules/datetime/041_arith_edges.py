# Arithmetic at the edges of the ranges, through every path that makes a
# new object: timedelta sums, negation and products past 999999999 days,
# datetimes shifted past year 1 or 9999, astimezone across the edge,
# replace with bad fields, and subclasses keeping their class.
from datetime import datetime, timedelta, timezone

cases = [
    lambda: timedelta.max + timedelta(microseconds=1),
    lambda: -timedelta.max,
    lambda: -timedelta.min,
    lambda: timedelta.min - timedelta(days=1),
    lambda: timedelta(days=999999999) * 2,
    lambda: timedelta.max // 1,
    lambda: datetime.max + timedelta(microseconds=1),
    lambda: datetime.min - timedelta(microseconds=1),
    lambda: datetime.min + timedelta(days=-1),
    lambda: datetime(9999, 12, 31, 23, tzinfo=timezone.utc).astimezone(timezone(timedelta(hours=5))),
    lambda: datetime(1, 1, 1, 1, tzinfo=timezone.utc).astimezone(timezone(timedelta(hours=-5))),
    lambda: datetime(2026, 3, 1).replace(month=13),
    lambda: datetime(2026, 3, 1).replace(day=31, month=2),
    lambda: datetime(2026, 3, 1).replace(hour=24),
    lambda: datetime(2026, 3, 1).replace(tzinfo=5),
    lambda: datetime(2026, 3, 1).replace(fold=2),
]
for f in cases:
    try:
        print(repr(f()))
    except (OverflowError, ValueError, TypeError) as e:
        print(type(e).__name__, e)


class Stamp(datetime):
    pass


s = Stamp(2026, 3, 1, 8)
print(type(s + timedelta(hours=1)).__name__, type(s - timedelta(hours=1)).__name__, type(s.replace(hour=1)).__name__)
print(repr(datetime.max - timedelta(days=1)), repr(datetime.min + timedelta(microseconds=999999)))
print(repr(timedelta.max - timedelta.max), repr(timedelta(days=-1, microseconds=1)), timedelta(microseconds=-1).days)
print(datetime.fromisoformat("2026-03-01T08:00:00+05:30").astimezone(timezone.utc).isoformat())
print(repr(datetime(2026, 3, 1, tzinfo=timezone.utc) - datetime(2026, 2, 28, 19, tzinfo=timezone(timedelta(hours=-5)))))
