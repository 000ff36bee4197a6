from zoneinfo import ZoneInfo
from datetime import datetime, timezone, timedelta
ny = ZoneInfo('America/New_York')
lon = ZoneInfo('Europe/London')
u = datetime(2024, 11, 3, 4, 0, tzinfo=timezone.utc)
for i in range(8):
    x = (u + timedelta(minutes=30 * i)).astimezone(ny)
    print(x, x.fold, x.tzname(), x.utcoffset())
u = datetime(2024, 3, 31, 0, 0, tzinfo=timezone.utc)
for i in range(5):
    x = (u + timedelta(minutes=30 * i)).astimezone(lon)
    print(x, x.fold, x.tzname())
