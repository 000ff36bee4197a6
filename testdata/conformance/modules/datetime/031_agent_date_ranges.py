from datetime import date, timedelta
start, end = date(2024, 2, 25), date(2024, 3, 5)
days = [(start + timedelta(days=i)) for i in range((end - start).days + 1)]
print([d.strftime('%m-%d') for d in days])
print([d for d in days if d.weekday() < 5][:3])
def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    import calendar
    return d.replace(year=y, month=m, day=min(d.day, calendar.monthrange(y, m)[1]))
print([str(add_months(date(2024, 1, 31), k)) for k in range(-2, 14, 3)])
def business_days(a, b):
    n = 0
    while a < b:
        if a.weekday() < 5:
            n += 1
        a += timedelta(1)
    return n
print(business_days(date(2024, 1, 1), date(2024, 12, 31)))
print((date(2025, 1, 1) - date(2024, 1, 1)).days, date(2024, 12, 25).strftime('%j'), (date(2024, 12, 25) - date(2024, 1, 1)).days + 1)
age = date(2024, 6, 1).year - date(1990, 7, 15).year - ((6, 1) < (7, 15))
print('age', age)
