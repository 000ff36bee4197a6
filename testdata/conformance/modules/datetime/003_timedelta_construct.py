from datetime import timedelta
tds = [timedelta(), timedelta(1), timedelta(days=-1), timedelta(seconds=-1), timedelta(microseconds=-1),
       timedelta(hours=25), timedelta(weeks=2, days=3, hours=4, minutes=5, seconds=6, milliseconds=7, microseconds=8),
       timedelta(seconds=0.1), timedelta(days=1.5), timedelta(hours=-1.25), timedelta(microseconds=0.5),
       timedelta(microseconds=1.5), timedelta(microseconds=2.5), timedelta(milliseconds=-0.0005),
       timedelta(minutes=1e-7), timedelta(days=0.1, seconds=0.2, microseconds=0.3)]
for td in tds:
    print(repr(td), str(td), td.days, td.seconds, td.microseconds, td.total_seconds())
print(timedelta.min, timedelta.max, timedelta.resolution)
print(repr(timedelta.min), repr(timedelta.max))
