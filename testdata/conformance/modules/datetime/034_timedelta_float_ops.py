from datetime import timedelta
td = timedelta(days=1, microseconds=1)
for f in [0.1, 0.5, 1 / 3, 2.5, -0.7, 1e-6, 123.456]:
    print(f, td * f, td / f)
print(timedelta(seconds=1) * 0.0000005, timedelta(seconds=1) * 0.0000015, timedelta(seconds=1) * 0.0000025)
print(timedelta(microseconds=3) / 2, timedelta(microseconds=5) / 2, timedelta(microseconds=-3) / 2, timedelta(microseconds=-5) / 2)
print(timedelta(hours=1) / timedelta(minutes=7), timedelta(hours=1) // timedelta(minutes=7), timedelta(hours=-1) // timedelta(minutes=7))
print(timedelta(hours=-1) % timedelta(minutes=7), divmod(timedelta(hours=-1), timedelta(minutes=7)))
print(timedelta(days=3) // 2, timedelta(days=-3) // 2, timedelta(microseconds=-1) // 2)
for bad in ['x', None, 1j]:
    try:
        timedelta(1) * bad
    except TypeError:
        print('TypeError', type(bad).__name__)
