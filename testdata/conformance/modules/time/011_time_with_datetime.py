import time
from datetime import datetime, timezone
ts = 1718000000
print(datetime.fromtimestamp(ts, timezone.utc).timetuple()[:6] == time.gmtime(ts)[:6])
print(time.strftime('%Y-%m-%d', datetime(2024, 2, 29).timetuple()))
st = time.strptime('2024-02-29 12:00', '%Y-%m-%d %H:%M')
print(datetime(*st[:6]), time.mktime(st), datetime(2024, 2, 29, 12, tzinfo=timezone.utc).timestamp())
print(time.strftime('%A', time.gmtime(0)), time.gmtime(86400 * 7).tm_wday)
