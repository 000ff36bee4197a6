from datetime import datetime, timezone, timedelta, date
for ts in [0, 1, -1, 1700000000, 1700000000.5, 1700000000.123456, 1700000000.1234567, -1.5, 2**31, 1e10, 0.0000005, 0.0000015]:
    print(ts, datetime.utcfromtimestamp(ts), datetime.fromtimestamp(ts, timezone.utc), datetime.fromtimestamp(ts, timezone(timedelta(hours=-7))))
print(datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp(), datetime(1969, 12, 31, tzinfo=timezone(timedelta(hours=1))).timestamp())
print(datetime(2024, 1, 1, 0, 0, 0, 1, tzinfo=timezone.utc).timestamp())
print(date.fromtimestamp(86400 * 365), datetime.fromtimestamp(1e9, tz=timezone.utc).isoformat())
for bad in [float('nan'), float('inf'), 1e20, 'x']:
    try:
        datetime.fromtimestamp(bad, timezone.utc)
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
