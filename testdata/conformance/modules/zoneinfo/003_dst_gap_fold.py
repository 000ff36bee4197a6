from zoneinfo import ZoneInfo
from datetime import datetime, timezone
ny = ZoneInfo('America/New_York')
for s in ['2024-03-10T01:59:59', '2024-03-10T02:00:00', '2024-03-10T02:30:00', '2024-03-10T03:00:00',
          '2024-11-03T00:59:59', '2024-11-03T01:00:00', '2024-11-03T01:30:00', '2024-11-03T01:59:59', '2024-11-03T02:00:00']:
    for fold in (0, 1):
        d = datetime.fromisoformat(s).replace(tzinfo=ny, fold=fold)
        print(s, fold, d.utcoffset(), d.tzname(), d.dst(), d.astimezone(timezone.utc).time())
