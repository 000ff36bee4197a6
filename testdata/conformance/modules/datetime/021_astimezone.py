from datetime import datetime, timezone, timedelta
ist = timezone(timedelta(hours=5, minutes=30), 'IST')
pst = timezone(timedelta(hours=-8), 'PST')
dt = datetime(2024, 3, 10, 23, 45, tzinfo=pst)
print(dt.astimezone(timezone.utc), dt.astimezone(ist), dt.astimezone(ist).tzname())
print(dt.astimezone(pst) is dt, dt.astimezone(timezone.utc).astimezone(pst) == dt)
naive = datetime(2024, 3, 10, 12)
print(naive.astimezone(timezone.utc), naive.astimezone(ist))
print(naive.astimezone().tzinfo == timezone.utc)
try:
    dt.astimezone(5)
except TypeError as e:
    print(e)
print(datetime(2024, 1, 1, tzinfo=timezone.utc).replace(tzinfo=None), dt.replace(tzinfo=timezone.utc))
