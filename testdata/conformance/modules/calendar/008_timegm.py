import calendar, time
from datetime import datetime, timezone
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), calendar.timegm(time.gmtime(1700000000)), calendar.timegm((1969, 12, 31, 23, 59, 59, 0, 0, 0)))
print(calendar.timegm(datetime(2024, 6, 1, 12, tzinfo=timezone.utc).utctimetuple()))
print(calendar.timegm((2024, 2, 30, 25, 0, 0)))
