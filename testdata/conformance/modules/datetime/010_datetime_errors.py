from datetime import datetime, timedelta
for args in [(2020,), (2020, 1), (2020, 1, 1, 24), (2020, 1, 1, 0, 60), (2020, 1, 1, 0, 0, 60), (2020, 1, 1, 0, 0, 0, -1),
             (2020, 2, 30), (2020, 1, 1, 0, 0, 0, 0, 'x'), (2020, 1, 1, 0, 0, 0, 0, None, 0, 1)]:
    try:
        print(datetime(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    datetime(2020, 1, 1, fold=3)
except ValueError as e:
    print(e)
try:
    datetime(2020, 1, 1, hour=1.5)
except TypeError as e:
    print(e)
try:
    datetime.max + timedelta(1)
except OverflowError as e:
    print('OverflowError', e)
try:
    datetime.min - timedelta(microseconds=1)
except OverflowError as e:
    print('OverflowError', e)
