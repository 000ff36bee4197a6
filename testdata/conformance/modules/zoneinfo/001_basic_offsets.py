from zoneinfo import ZoneInfo
from datetime import datetime
for key in ['UTC', 'America/New_York', 'Europe/London', 'Asia/Tokyo', 'Asia/Kolkata', 'Australia/Sydney', 'America/Los_Angeles', 'Europe/Berlin', 'Etc/GMT-14', 'Asia/Kathmandu']:
    z = ZoneInfo(key)
    for when in [datetime(2024, 1, 15, 12), datetime(2024, 7, 15, 12)]:
        d = when.replace(tzinfo=z)
        print(key, d.isoformat(), d.utcoffset(), d.dst(), d.tzname())
