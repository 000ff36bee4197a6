from datetime import datetime, date, time
dt = datetime(2024, 3, 15, 14, 30, 45, 123456)
print(dt, repr(dt), dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second, dt.microsecond, dt.tzinfo, dt.fold)
print(dt.date(), dt.time(), dt.timetz(), dt.weekday(), dt.isoweekday(), dt.toordinal())
print(dt.timetuple())
print(dt.utctimetuple())
print(dt.ctime(), dt.isoformat(), dt.isoformat(' '), dt.isoformat(sep='_', timespec='minutes'))
for v in [datetime(2024, 1, 1), datetime(2024, 1, 1, 0, 0, 1), datetime(2024, 1, 1, 0, 0, 0, 1), datetime(1, 1, 1), datetime(9999, 12, 31, 23, 59, 59, 999999)]:
    print(repr(v), v)
print(datetime.min, datetime.max, datetime.resolution)
print(isinstance(dt, date), issubclass(datetime, date))
