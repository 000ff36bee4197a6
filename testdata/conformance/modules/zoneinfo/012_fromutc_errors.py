from zoneinfo import ZoneInfo
from datetime import datetime, timezone
z = ZoneInfo('Europe/Paris')
for arg in [5, datetime(2024, 1, 1), datetime(2024, 1, 1, tzinfo=timezone.utc)]:
    try:
        z.fromutc(arg)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(z.fromutc(datetime(2024, 7, 1, 12, tzinfo=z)))
