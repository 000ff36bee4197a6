from zoneinfo import ZoneInfo
from datetime import datetime, timedelta, timezone
ny = ZoneInfo('America/New_York')
a = datetime(2024, 3, 9, 12, tzinfo=ny)
b = a + timedelta(days=1)
print(b, b - a, b.astimezone(timezone.utc) - a.astimezone(timezone.utc))
c = datetime(2024, 11, 3, 0, 30, tzinfo=ny)
print([str(c + timedelta(hours=h)) for h in range(4)])
print([str((c.astimezone(timezone.utc) + timedelta(hours=h)).astimezone(ny)) for h in range(4)])
x = datetime(2024, 11, 3, 1, 30, tzinfo=ny)
y = x.replace(fold=1)
print(x == y, x < y, y - x, x.astimezone(timezone.utc), y.astimezone(timezone.utc))
print(hash(x) == hash(x.replace()), x.timestamp(), y.timestamp())
