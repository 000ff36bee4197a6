from zoneinfo import ZoneInfo
from datetime import datetime, timezone
ny = ZoneInfo('America/New_York')
now = datetime.now(ny)
print(now.tzinfo is ny, now.tzname() in ('EST', 'EDT'), now.utcoffset().total_seconds() in (-18000.0, -14400.0))
u = datetime.now(timezone.utc)
print(abs((u - now).total_seconds()) < 5)
tokyo = now.astimezone(ZoneInfo('Asia/Tokyo'))
print(tokyo.tzname(), tokyo == now, tokyo.utcoffset())
print(str(datetime.fromtimestamp(1700000000, ny)), datetime.fromtimestamp(1700000000, ZoneInfo('Europe/Paris')).isoformat())
