import bisect

def attempt(f, *args, **kw):
    try:
        print(repr(f(*args, **kw)))
    except Exception as e:
        print(type(e).__name__, e)

attempt(bisect.bisect_right)
attempt(bisect.bisect_right, [1])
attempt(bisect.bisect_left, [1], 1, 2, 3, 4)
attempt(bisect.bisect_right, [1], 1, -1)
attempt(bisect.insort_left, [1], 1, -3)
attempt(bisect.bisect_right, [1], 1, 'a')
attempt(bisect.bisect_right, [1], 1, 0, 5)
attempt(bisect.bisect_right, [1], 1, foo=1)
attempt(bisect.bisect_right, [1], 1, lo=None)
attempt(bisect.bisect_left, 3, 1)
attempt(bisect.insort, 3, 1)
attempt(bisect.insort, (1, 2), 1)
attempt(bisect.bisect_right, [1], 'a')
attempt(bisect.bisect_left, [1], 'a')
attempt(bisect.insort, [1], 2, key=1)
attempt(bisect.bisect, [1, 2], 1, 0, 2, key=None)
attempt(bisect.bisect_left, [1, 2], x=2, a=[0, 5])
attempt(bisect.bisect_left, [1, 2], 2, a=[0])
