from datetime import datetime, timedelta, date
a = datetime(2024, 1, 31, 22, 15)
print(a + timedelta(hours=3), a - timedelta(days=31), timedelta(minutes=90) + a)
b = datetime(2023, 12, 25, 8, 0, 0, 500)
d = a - b
print(repr(d), d, d.total_seconds(), b - a)
print(date(2024, 3, 1) - date(2024, 2, 1), date(2024, 3, 1) - timedelta(days=1), date(2024, 1, 1) + timedelta(hours=47))
print(repr(date(2024, 3, 1) - date(2023, 3, 1)))
start = datetime(2024, 1, 1)
print([str(start + timedelta(days=7 * i)) for i in range(5)])
total = timedelta()
for h in range(100):
    total += timedelta(minutes=h)
print(total, start + total)
try:
    a - date(2024, 1, 1)
except TypeError as e:
    print('TypeError')
try:
    a + a
except TypeError as e:
    print('TypeError')
