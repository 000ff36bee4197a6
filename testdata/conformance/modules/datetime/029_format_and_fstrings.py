from datetime import datetime, date, time, timedelta
dt = datetime(2024, 11, 5, 17, 3, 9)
print(f"{dt}", f"{dt:%Y}", f"{dt:%d %b %Y at %H:%M}", f"{date(2024, 1, 2):%A}", f"{time(4, 5):%I:%M %p}")
print("{:%Y-%m-%d}".format(dt), "{0:%H}h{0:%M}".format(dt), format(dt, ""), format(date(2024, 1, 1)))
print("%s | %r" % (dt, dt))
print(str(dt.date()), str(dt.time()))
try:
    format(dt, 5)
except TypeError as e:
    print('TypeError')
print(f"{timedelta(minutes=75)}", f"{str(timedelta(seconds=3.5)):>12}|")
