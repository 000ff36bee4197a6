def leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)

def days_in_month(y, m):
    if m == 2:
        return 29 if leap(y) else 28
    return 30 if m in (4, 6, 9, 11) else 31

def day_of_year(y, m, d):
    return sum(days_in_month(y, k) for k in range(1, m)) + d

for date in [(2024, 1, 1), (2024, 3, 1), (2023, 3, 1), (2000, 12, 31), (1900, 12, 31)]:
    print(date, day_of_year(*date))
print([y for y in (1600, 1700, 1800, 1900, 2000, 2020, 2100) if leap(y)])
