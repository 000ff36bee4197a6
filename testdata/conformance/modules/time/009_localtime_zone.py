import time
print(time.timezone, time.altzone, time.daylight, time.tzname)
lt = time.localtime(0)
print(lt, lt.tm_zone, lt.tm_gmtoff)
print(time.localtime(1700000000) == time.gmtime(1700000000))
print(time.mktime(time.localtime(1700000000)))
now = time.localtime()
print(type(now).__name__, now.tm_year >= 2024, len(now))
print(time.gmtime().tm_zone, time.localtime().tm_zone)
