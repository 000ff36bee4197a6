from datetime import timedelta
for kw in [dict(days=10**9), dict(days=-10**9), dict(weeks=200000000), dict(seconds=1e20), dict(days="1"), dict(hours=None)]:
    try:
        print(timedelta(**kw))
    except (TypeError, OverflowError, ValueError) as e:
        print(type(e).__name__, e)
try:
    timedelta.max + timedelta(1)
except OverflowError as e:
    print("OverflowError", e)
try:
    timedelta(1) / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    timedelta(1) // timedelta(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
