from datetime import time, timezone, timedelta
for args, kw in [((24,), {}), ((1, 60), {}), ((1, 1, 60), {}), ((1, 1, 1, 10**6), {}), ((-1,), {}), ((), {'fold': 2}),
                 ((), {'tzinfo': 1}), ((1.0,), {}), ((1, 2, 3, 4, None, 0), {})]:
    try:
        print(time(*args, **kw))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(time(1) < time(2), time(1) == time(1, 0), time(12, tzinfo=timezone.utc) == time(13, tzinfo=timezone(timedelta(hours=1))))
print(time(12, tzinfo=timezone.utc) < time(12, 30, tzinfo=timezone(timedelta(hours=1))))
print(time(1) == time(1, tzinfo=timezone.utc))
try:
    time(1) < time(1, tzinfo=timezone.utc)
except TypeError as e:
    print(e)
print(hash(time(12, tzinfo=timezone.utc)) == hash(time(13, tzinfo=timezone(timedelta(hours=1)))))
print(sorted([time(3), time(1, 30), time(2)]))
