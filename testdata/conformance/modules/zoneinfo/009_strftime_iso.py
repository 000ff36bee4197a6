from zoneinfo import ZoneInfo
from datetime import datetime
for key in ['America/Chicago', 'Europe/Madrid', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham']:
    d = datetime(2024, 6, 21, 9, 30, tzinfo=ZoneInfo(key))
    print(d.isoformat(), d.strftime('%Y-%m-%d %H:%M %Z (%z)'), repr(d))
