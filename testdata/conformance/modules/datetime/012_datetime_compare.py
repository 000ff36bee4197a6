from datetime import datetime, date, timezone, timedelta
a = datetime(2024, 5, 1, 12)
b = datetime(2024, 5, 1, 12, 0, 1)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == datetime(2024, 5, 1, 12))
print(a == date(2024, 5, 1), date(2024, 5, 1) == a, a != date(2024, 5, 1))
for op in ['<', '>', '<=', '>=']:
    for x, y in [(a, date(2024, 5, 1)), (date(2024, 5, 1), a)]:
        try:
            eval('x ' + op + ' y')
        except TypeError as e:
            print(op, e)
u = datetime(2024, 5, 1, 12, tzinfo=timezone.utc)
print(a == u, a != u)
try:
    a < u
except TypeError as e:
    print(e)
try:
    u - a
except TypeError as e:
    print(e)
e = datetime(2024, 5, 1, 8, tzinfo=timezone(timedelta(hours=-4)))
print(u == e, u - e, e < u, hash(u) == hash(e))
print(sorted([b, a, datetime(2023, 1, 1)]))
print(max([u, e, datetime(2024, 5, 1, 13, tzinfo=timezone(timedelta(hours=2)))]))
print(a == 5, a != 'x')
