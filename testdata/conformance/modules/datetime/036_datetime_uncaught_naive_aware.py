from datetime import datetime, timezone
a = datetime(2024, 1, 1)
b = datetime(2024, 1, 1, tzinfo=timezone.utc)
print(a == b)
print(a < b)
