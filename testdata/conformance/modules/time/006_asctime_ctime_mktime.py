import time
print(time.asctime((2024, 1, 5, 3, 4, 5, 4, 5, 0)), time.asctime(time.gmtime(1e9)))
print(time.ctime(0), time.ctime(1700000000), time.ctime(-86400 * 365))
print(time.asctime((99999, 1, 1, 0, 0, 0, 0, 1, 0)), time.asctime((2024, 0, 0, 0, 0, 0, 0, 0, 0)))
print(time.mktime((2024, 1, 1, 0, 0, 0, 0, 1, 0)), time.mktime((2024, 13, 40, 25, 61, 61, 0, 1, -1)), time.mktime(time.gmtime(12345)))
print(time.mktime((1969, 12, 31, 23, 59, 59, 0, 1, 0)))
for bad in [(2024, 1, 1), 'x', (2024, 1, 1, 0, 0, 0.5, 0, 1, 0)]:
    try:
        time.mktime(bad)
    except TypeError as e:
        print(e)
try:
    time.asctime((2024, 13, 1, 0, 0, 0, 0, 1, 0))
except ValueError as e:
    print(e)
print(type(time.ctime()).__name__, len(time.ctime()), len(time.asctime()))
