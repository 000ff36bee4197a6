from datetime import datetime, date, timezone, timedelta
import time
tt = datetime(2024, 12, 31, 23, 59, 58).timetuple()
print(tt, tt.tm_yday, tt.tm_wday, tt[0], len(tt), tt.tm_isdst)
print(date(2024, 3, 1).timetuple())
aware = datetime(2024, 7, 1, tzinfo=timezone(timedelta(hours=2)))
print(aware.timetuple().tm_isdst, aware.utctimetuple())
print(time.strftime('%Y-%m-%d %H:%M', tt), time.mktime(tt), datetime(*tt[:6]))
