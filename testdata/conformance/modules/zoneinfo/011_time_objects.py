from zoneinfo import ZoneInfo
from datetime import time, datetime
t = time(12, tzinfo=ZoneInfo('America/New_York'))
print(t.utcoffset(), t.tzname(), t.dst(), t.isoformat())
t2 = time(12, tzinfo=ZoneInfo('Asia/Tokyo'))
print(t2.utcoffset(), t2.tzname(), t2.isoformat())
u = time(12, tzinfo=ZoneInfo('UTC'))
print(u.utcoffset(), u.tzname(), u.isoformat(), u == time(12))
print(datetime.combine(datetime(2024, 1, 1).date(), t2).utcoffset())
